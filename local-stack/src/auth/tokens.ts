import { SignJWT } from 'jose';
import type { StackConfig } from '../config.js';
import { secretKey } from '../jwt.js';
import type { SessionState } from './sessions.js';
import type { UserJson, UserRow } from './users.js';

export interface AccessToken {
  token: string;
  expiresIn: number;
  expiresAt: number;
}

/** An HS256 access token with GoTrue's claims (AccessTokenClaims). */
export async function signAccessToken(
  config: StackConfig,
  user: UserRow,
  state: SessionState,
): Promise<AccessToken> {
  const iat = Math.floor(Date.now() / 1000);
  const expiresAt = iat + config.jwtExpiry;
  const token = await new SignJWT({
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: state.aal,
    amr: state.amr,
    session_id: state.sessionId,
    is_anonymous: user.is_anonymous,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`${config.apiUrl}/auth/v1`)
    .setSubject(user.id)
    .setAudience(user.aud ?? 'authenticated')
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(secretKey(config.jwtSecret));
  return { token, expiresIn: config.jwtExpiry, expiresAt };
}

/** The token response of /token, /verify and /factors/{id}/verify. */
export function sessionJson(access: AccessToken, refreshToken: string, user: UserJson) {
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user,
  };
}
