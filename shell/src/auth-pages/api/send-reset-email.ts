import { supabaseClient } from '../lib/client';

/** Sends the recovery mail; its link lands on /account, where the new password is chosen. */
export async function sendResetEmail(email: string, siteUrl: string): Promise<boolean> {
  const client = await supabaseClient();
  const { error } = await client.auth.resetPasswordForEmail(email, {
    redirectTo: new URL('/account', siteUrl).toString(),
  });
  if (error) console.error('[csan] password reset failed:', error);
  return !error;
}
