import { supabaseClient } from '../lib/client';
import { AccountFailure } from '../lib/failure';

/** Sets the new password of a recovered account (GoTrue ends the user's other sessions). */
export async function updatePassword(password: string): Promise<void> {
  const client = await supabaseClient();
  const { error } = await client.auth.updateUser({ password });
  if (error) throw new AccountFailure('password.failure', error.message || null);
}
