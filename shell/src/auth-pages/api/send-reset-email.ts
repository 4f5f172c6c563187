import { authLimitOf, loadSupabase, reportError } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import { limitText } from './auth-text';

export type ResetEmailResult = { sent: true } | { sent: false; limitMessage?: string };

/**
 * Sends the recovery mail; its link lands on /account, where the new password is chosen. A
 * refusal for too many requests (the auth server's 429, per network or for e-mails) comes back
 * as the translated wait, so the visitor knows that trying again at once will not help.
 */
export async function sendResetEmail(email: string, siteUrl: string): Promise<ResetEmailResult> {
  const client = await loadSupabase();
  const { error } = await client.auth.resetPasswordForEmail(email, {
    redirectTo: new URL(paths.account(), siteUrl).toString(),
  });
  if (!error) return { sent: true };
  reportError(error, { remote: 'shell', action: 'password reset' });
  const limit = authLimitOf(error);
  return limit?.kind === 'client'
    ? { sent: false, limitMessage: limitText(limit) }
    : { sent: false };
}
