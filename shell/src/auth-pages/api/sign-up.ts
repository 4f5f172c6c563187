import { authLimitOf, loadSupabase, reportError } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import { errorInfo } from '../lib/errors';
import type { SignupValues } from '../lib/schemas';
import { limitText } from './auth-text';

export type SignUpResult =
  | { ok: true }
  | { ok: false; reason: 'already-registered' | 'failed' }
  | { ok: false; reason: 'limited'; message: string };

const ALREADY_REGISTERED = new Set(['user_already_exists', 'email_exists']);

/**
 * Creates the account; redirect to the site root. The invitation token goes along in the
 * user metadata: the before-user-created hook admits the sign-up only with the token of this
 * address, marked used by start_invitation_signup (an invited address alone is not enough).
 */
export async function signUp(
  values: SignupValues,
  invitationToken: string,
  siteUrl: string,
): Promise<SignUpResult> {
  const client = await loadSupabase();
  const { error } = await client.auth.signUp({
    email: values.email,
    password: values.password,
    options: {
      emailRedirectTo: new URL(paths.home(), siteUrl).toString(),
      data: { full_name: values.fullName, invitation_token: invitationToken },
    },
  });
  if (!error) return { ok: true };
  const limit = authLimitOf(error);
  if (limit) return { ok: false, reason: 'limited', message: limitText(limit) };
  const info = errorInfo(error);
  if (ALREADY_REGISTERED.has(info.code ?? '') || /already registered/i.test(info.message)) {
    return { ok: false, reason: 'already-registered' };
  }
  reportError(error, { remote: 'shell', action: 'sign-up' });
  return { ok: false, reason: 'failed' };
}
