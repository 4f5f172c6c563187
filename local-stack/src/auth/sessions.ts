import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { unixSeconds } from './db.js';
import { badRequest } from './errors.js';

/** GoTrue's AuthenticationMethod values this stack issues. */
export type AuthMethod =
  | 'password'
  | 'totp'
  | 'recovery'
  | 'otp'
  | 'magiclink'
  | 'invite'
  | 'email/signup'
  | 'anonymous';

export type Aal = 'aal1' | 'aal2';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** What an access token says about its session. */
export interface SessionState {
  sessionId: string;
  aal: Aal;
  amr: AmrEntry[];
}

/** Methods that prove a second factor (GoTrue's AAL2 claims). */
const SECOND_FACTOR_METHODS = new Set(['totp', 'phone', 'webauthn']);

export interface ClientInfo {
  userAgent: string | undefined;
  ip: string | undefined;
}

function newRefreshToken(): string {
  return randomBytes(18).toString('base64url');
}

export async function issueRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id)
      values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4::uuid)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** Records (or renews) an authentication method on the session: the `amr` claim's source. */
export async function addAmrClaim(tx: Queryable, sessionId: string, method: AuthMethod) {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
      values ($1::uuid, $2, now(), now())
      on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** Opens a session (aal1) for `method` and returns it with its first refresh token. */
export async function createSession(
  tx: Queryable,
  userId: string,
  method: AuthMethod,
  client: ClientInfo,
): Promise<{ state: SessionState; refreshToken: string }> {
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, aal, user_agent, ip, refreshed_at)
      values ($1::uuid, $2::uuid, 'aal1', $3, $4::inet, now())`,
    [sessionId, userId, client.userAgent ?? null, validInet(client.ip)],
  );
  await addAmrClaim(tx, sessionId, method);
  await tx.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid',
    [userId],
  );
  const refreshToken = await issueRefreshToken(tx, userId, sessionId, null);
  return { state: await loadSessionState(tx, sessionId), refreshToken };
}

function validInet(ip: string | undefined): string | null {
  // Only plain IPv4/IPv6 literals go into the inet column; anything else is dropped.
  return ip && /^[0-9a-fA-F:.]+$/.test(ip) ? ip : null;
}

/** aal and amr (newest first) as GoTrue computes them from the session's claims. */
export async function loadSessionState(tx: Queryable, sessionId: string): Promise<SessionState> {
  const { rows } = await tx.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims
      where session_id = $1::uuid order by updated_at desc, authentication_method`,
    [sessionId],
  );
  const amr = rows.map((r) => ({
    method: r.authentication_method,
    timestamp: unixSeconds(r.updated_at),
  }));
  const aal: Aal = amr.some((e) => SECOND_FACTOR_METHODS.has(e.method)) ? 'aal2' : 'aal1';
  return { sessionId, aal, amr };
}

export async function sessionExists(tx: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await tx.query('select 1 from auth.sessions where id = $1::uuid', [sessionId]);
  return rows.length > 0;
}

interface TokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
}

export interface RefreshOutcome {
  userId: string;
  refreshToken: string;
  state: SessionState;
}

const TOKEN_COLUMNS = 'token, user_id, revoked, parent, session_id::text, updated_at';

/**
 * GoTrue's refresh-token grant with rotation: the presented token is revoked
 * and a child issued. Presenting a revoked token is tolerated when it is the
 * parent of the session's active token (the client lost the last answer: it
 * gets that active token back) or within the reuse interval; otherwise the
 * session ends (its whole family of tokens with it, for good) and the caller
 * gets `already used`.
 * Returns a thunk-like result so the family revocation is committed even
 * though the request fails (GoTrue's NewCommitWithError).
 */
export async function refreshSession(
  tx: Queryable,
  presented: string,
  reuseIntervalSeconds: number,
): Promise<RefreshOutcome | { reused: true }> {
  const { rows } = await tx.query<TokenRow>(
    `select ${TOKEN_COLUMNS} from auth.refresh_tokens where token = $1 for update`,
    [presented],
  );
  const token = rows[0];
  if (!token?.session_id || !(await sessionExists(tx, token.session_id))) {
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  const sessionId = token.session_id;
  let issued: string | undefined;
  if (token.revoked) {
    const active = (
      await tx.query<TokenRow>(
        `select ${TOKEN_COLUMNS} from auth.refresh_tokens
          where session_id = $1::uuid and revoked = false order by id desc limit 1`,
        [sessionId],
      )
    ).rows[0];
    if (active && active.parent === token.token) {
      issued = active.token;
    } else if (Date.now() > new Date(token.updated_at).getTime() + reuseIntervalSeconds * 1000) {
      // Reuse detected: the session ends with all its refresh tokens. Revoking them in place
      // would stamp each with a fresh updated_at, opening the reuse interval again for every
      // one (a stolen later token would still refresh); a deleted session cannot come back.
      await tx.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
      return { reused: true };
    }
  }
  if (!issued) {
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
      [token.token],
    );
    issued = await issueRefreshToken(tx, token.user_id, sessionId, token.token);
  }
  await tx.query(
    'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1::uuid',
    [sessionId],
  );
  return {
    userId: token.user_id,
    refreshToken: issued,
    state: await loadSessionState(tx, sessionId),
  };
}

/**
 * Replaces the session's refresh token after a change of assurance level
 * (MFA verify): the old token is revoked and becomes the new one's parent.
 */
export async function rotateSessionToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
): Promise<string> {
  const { rows } = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1::uuid and revoked = false returning token`,
    [sessionId],
  );
  return issueRefreshToken(tx, userId, sessionId, rows.at(-1)?.token ?? null);
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deletes sessions (their refresh tokens and amr claims cascade), as GoTrue's logout does. */
export async function endSessions(
  tx: Queryable,
  userId: string,
  sessionId: string | undefined,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'global' || !sessionId) {
    await tx.query('delete from auth.sessions where user_id = $1::uuid', [userId]);
  } else if (scope === 'local') {
    await tx.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
  } else {
    await tx.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [
      userId,
      sessionId,
    ]);
  }
}
