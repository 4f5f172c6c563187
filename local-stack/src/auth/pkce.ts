import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { unixSeconds } from './db.js';
import { AuthError, badRequest, notFound } from './errors.js';

/** What an e-mail flow's request carries when auth-js runs with `flowType: 'pkce'`. */
export interface CodeChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** GoTrue's rules: both or neither of challenge and method; s256 (default) or plain. */
export function codeChallenge(
  challenge: string | undefined,
  method: string | undefined,
): CodeChallenge | undefined {
  if (!challenge) {
    if (method) {
      throw badRequest(
        'validation_failed',
        'PKCE flow requires code_challenge_method and code_challenge',
      );
    }
    return undefined;
  }
  const normalised = (method ?? 's256').toLowerCase();
  if (normalised !== 's256' && normalised !== 'plain') {
    throw badRequest('validation_failed', 'code challenge method not supported');
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method: normalised };
}

/**
 * Starts a PKCE flow for `userId` and the e-mail flow `method` (recovery, magiclink, …), or,
 * without a challenge, forgets any earlier one of the same kind: the link of the newest
 * request decides whether it answers with a code or with tokens.
 */
export async function recordFlowState(
  tx: Queryable,
  userId: string,
  method: string,
  pkce: CodeChallenge | undefined,
): Promise<void> {
  await tx.query(
    `delete from auth.flow_state
      where user_id = $1::uuid and authentication_method = $2 and auth_code_issued_at is null`,
    [userId, method],
  );
  if (!pkce) return;
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
        provider_type, authentication_method)
      values ($1::uuid, $2::uuid, $3, $4, $5, 'email', $6)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, method],
  );
}

/**
 * When the verified link belongs to a PKCE flow: stamps the flow's auth code as issued and
 * returns it (the link then redirects with `?code=` instead of tokens in the fragment).
 */
export async function issueAuthCode(
  tx: Queryable,
  userId: string,
  method: string,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state
                   where user_id = $1::uuid and authentication_method = $2
                     and auth_code_issued_at is null
                   order by created_at desc limit 1)
      returning auth_code`,
    [userId, method],
  );
  return rows[0]?.auth_code;
}

function challengeOf(verifier: string, method: string): string {
  return method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
}

/**
 * `/token?grant_type=pkce`: the auth code and the verifier whose challenge started the flow.
 * The flow state is spent (deleted) on success; the user id and method come back.
 */
export async function exchangeAuthCode(
  tx: Queryable,
  authCode: string,
  verifier: string,
  expirySeconds: number,
): Promise<{ userId: string; method: string }> {
  const { rows } = await tx.query<{
    id: string;
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: string;
    auth_code_issued_at: Date | null;
    created_at: Date;
  }>(
    `select id::text, user_id::text, code_challenge, code_challenge_method,
            authentication_method, auth_code_issued_at, created_at
       from auth.flow_state where auth_code = $1 for update`,
    [authCode],
  );
  const flow = rows[0];
  if (!flow?.user_id || !flow.auth_code_issued_at) {
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  if (unixSeconds(flow.auth_code_issued_at) + expirySeconds < Math.floor(Date.now() / 1000)) {
    throw new AuthError(400, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (challengeOf(verifier, flow.code_challenge_method) !== flow.code_challenge) {
    throw new AuthError(
      403,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  await tx.query('delete from auth.flow_state where id = $1::uuid', [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
