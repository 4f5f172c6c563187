import { supabaseClient } from '../lib/client';
import { errorInfo } from '../lib/errors';
import type { LoginValues } from '../lib/schemas';

export type SignInResult =
  | { ok: true }
  | { ok: false; reason: 'invalid-credentials' }
  | { ok: false; reason: 'server'; message: string };

/** GoTrue's text for a wrong e-mail or password (code invalid_credentials, status 400). */
const GOTRUE_INVALID_CREDENTIALS = 'Invalid login credentials';

/**
 * Password sign-in. Wrong credentials get the spec's one message (never which part was wrong);
 * anything else shows the server's own message so the user knows to wait instead of retyping:
 * a 429 rate limit, or the attempt-limit hook, which GoTrue also answers with code
 * invalid_credentials but with the hook's own reason as the message.
 */
export async function signIn(values: LoginValues): Promise<SignInResult> {
  const client = await supabaseClient();
  const { error } = await client.auth.signInWithPassword(values);
  if (!error) return { ok: true };
  const info = errorInfo(error);
  if (!info.message || info.message === GOTRUE_INVALID_CREDENTIALS) {
    return { ok: false, reason: 'invalid-credentials' };
  }
  return { ok: false, reason: 'server', message: info.message };
}
