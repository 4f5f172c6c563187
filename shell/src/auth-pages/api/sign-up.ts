import { supabaseClient } from '../lib/client';
import { errorInfo } from '../lib/errors';
import type { SignupValues } from '../lib/schemas';

export type SignUpResult = { ok: true } | { ok: false; reason: 'already-registered' | 'failed' };

const ALREADY_REGISTERED = new Set(['user_already_exists', 'email_exists']);

/** Creates the account (the auth hook admits only invited addresses); redirect to the site root. */
export async function signUp(values: SignupValues, siteUrl: string): Promise<SignUpResult> {
  const client = await supabaseClient();
  const { error } = await client.auth.signUp({
    email: values.email,
    password: values.password,
    options: {
      emailRedirectTo: new URL('/', siteUrl).toString(),
      data: { full_name: values.fullName },
    },
  });
  if (!error) return { ok: true };
  const info = errorInfo(error);
  if (ALREADY_REGISTERED.has(info.code ?? '') || /already registered/i.test(info.message)) {
    return { ok: false, reason: 'already-registered' };
  }
  console.error('[csan] sign-up failed:', error);
  return { ok: false, reason: 'failed' };
}
