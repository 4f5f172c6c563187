import { loadSupabase } from '@csan/shared-auth';
import { AccountFailure } from '../lib/failure';

/**
 * GoTrue refuses a password change from an aal1 session of a user with a verified factor: a
 * recovery link or a stolen password alone must not take over an account protected by MFA.
 */
const INSUFFICIENT_AAL = 'insufficient_aal';

/**
 * The session is gone: ended on another device ("sign out everywhere", a password changed
 * there), revoked, or expired with its refresh token. GoTrue's own texts for these ("Session
 * from session_id claim in JWT does not exist") mean nothing to a member.
 */
const SESSION_GONE_CODES: ReadonlySet<string> = new Set([
  'session_not_found',
  'session_expired',
  'refresh_token_not_found',
  'refresh_token_already_used',
]);

function sessionGone(error: { code?: string; name?: string }): boolean {
  return SESSION_GONE_CODES.has(error.code ?? '') || error.name === 'AuthSessionMissingError';
}

/**
 * Sets a new password: after a recovery link, or "Change password" on the Security card
 * (GoTrue ends the user's other sessions). Throws AccountFailure('password.needsMfa') when the
 * session must first pass the MFA step, and AccountFailure('password.sessionEnded') when there
 * is no session left to change it with.
 */
export async function updatePassword(password: string): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client.auth.updateUser({ password });
  if (!error) return;
  if (error.code === INSUFFICIENT_AAL) throw new AccountFailure('password.needsMfa');
  if (sessionGone(error)) throw new AccountFailure('password.sessionEnded');
  throw new AccountFailure('password.failure', error.message || null);
}
