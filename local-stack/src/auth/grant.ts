import type { StackConfig } from '../config.js';
import type { Queryable } from '../db/database.js';
import { type AuthMethod, type ClientInfo, createSession, type SessionState } from './sessions.js';
import { sessionJson, signAccessToken } from './tokens.js';
import { findUserById, loadUserJson, type UserRow } from './users.js';

export type SessionResponse = ReturnType<typeof sessionJson>;

/** The token response for an existing session state and refresh token. */
export async function respondWithSession(
  tx: Queryable,
  config: StackConfig,
  user: UserRow,
  state: SessionState,
  refreshToken: string,
): Promise<SessionResponse> {
  const access = await signAccessToken(config, user, state);
  return sessionJson(access, refreshToken, await loadUserJson(tx, user));
}

/** Signs `user` in with `method`: a new session, its amr claim, a refresh token, the response. */
export async function signIn(
  tx: Queryable,
  config: StackConfig,
  userId: string,
  method: AuthMethod,
  client: ClientInfo,
): Promise<SessionResponse> {
  const { state, refreshToken } = await createSession(tx, userId, method, client);
  // Re-read: createSession stamped last_sign_in_at.
  const user = await findUserById(tx, userId);
  if (!user) throw new Error(`user ${userId} vanished during sign-in`);
  return respondWithSession(tx, config, user, state, refreshToken);
}
