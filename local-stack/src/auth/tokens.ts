import { importJWK, SignJWT } from 'jose';
import type { StackConfig } from '../config.js';
import { activeSigningKey, secretKey } from '../jwt.js';
import type { SessionState } from './sessions.js';
import type { UserJson, UserRow } from './users.js';

export interface AccessToken {
  token: string;
  expiresIn: number;
  expiresAt: number;
}

/**
 * An access token with GoTrue's claims (AccessTokenClaims): signed with the first asymmetric
 * signing key when `signing_keys_path` names some (RS256/ES256 with its `kid`, so clients verify
 * it against /.well-known/jwks.json), else HS256 with the stack's secret.
 */
export async function signAccessToken(
  config: StackConfig,
  user: UserRow,
  state: SessionState,
): Promise<AccessToken> {
  const iat = Math.floor(Date.now() / 1000);
  const expiresAt = iat + config.jwtExpiry;
  const jwt = new SignJWT({
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
    .setIssuer(`${config.apiUrl}/auth/v1`)
    .setSubject(user.id)
    .setAudience(user.aud ?? 'authenticated')
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt);
  const signingKey = activeSigningKey(config.jwtSecret);
  // key_ops lists sign and verify, which WebCrypto refuses on a private key: import without it.
  const { key_ops: _ops, ...privateKey } = signingKey ?? {};
  const token = signingKey?.alg
    ? await jwt
        .setProtectedHeader({ alg: signingKey.alg, kid: signingKey.kid, typ: 'JWT' })
        .sign(await importJWK(privateKey, signingKey.alg))
    : await jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(config.jwtSecret));
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
