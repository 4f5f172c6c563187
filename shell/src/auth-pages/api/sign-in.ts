import { authLimitOf, loadSupabase } from '@csan/shared-auth';
import { errorInfo } from '../lib/errors';
import type { LoginValues } from '../lib/schemas';
import { limitText } from './auth-text';

export type SignInResult =
  | { ok: true }
  | { ok: false; reason: 'invalid-credentials' }
  | { ok: false; reason: 'server'; message: string };

/** GoTrue's text for a wrong e-mail or password (code invalid_credentials, status 400). */
const GOTRUE_INVALID_CREDENTIALS = 'Invalid login credentials';

/**
 * Password sign-in. Wrong credentials get the spec's one message (never which part was wrong).
 * A limit gets a translated explanation with the wait, `message` ready to show: the per-client
 * 429, or the per-account attempt hook, which GoTrue also answers with code invalid_credentials
 * but with the hook's own (English) reason as the message. Anything else shows the server's
 * message.
 */
export async function signIn(values: LoginValues): Promise<SignInResult> {
  const client = await loadSupabase();
  const { error } = await client.auth.signInWithPassword(values);
  if (!error) return { ok: true };
  const limit = authLimitOf(error);
  if (limit) return { ok: false, reason: 'server', message: limitText(limit) };
  const info = errorInfo(error);
  if (!info.message || info.message === GOTRUE_INVALID_CREDENTIALS) {
    return { ok: false, reason: 'invalid-credentials' };
  }
  return { ok: false, reason: 'server', message: info.message };
}
