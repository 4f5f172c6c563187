import { supabaseClient } from '../lib/client';
import { AccountFailure } from '../lib/failure';

/**
 * GoTrue refuses a password change from an aal1 session of a user with a verified factor: a
 * recovery link or a stolen password alone must not take over an account protected by MFA.
 */
const INSUFFICIENT_AAL = 'insufficient_aal';

/**
 * Sets a new password: after a recovery link, or "Change password" on the Security card
 * (GoTrue ends the user's other sessions). Throws AccountFailure('password.needsMfa') when the
 * session must first pass the MFA step.
 */
export async function updatePassword(password: string): Promise<void> {
  const client = await supabaseClient();
  const { error } = await client.auth.updateUser({ password });
  if (!error) return;
  if (error.code === INSUFFICIENT_AAL) throw new AccountFailure('password.needsMfa');
  throw new AccountFailure('password.failure', error.message || null);
}
