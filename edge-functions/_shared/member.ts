import type { SupabaseClient } from '@supabase/supabase-js';
import { type Caller, requireCaller } from './caller.ts';
import { HttpError } from './http.ts';

export const MFA_REQUIRED_MESSAGE =
  'Verify your authenticator code (MFA) in this session to continue';

/**
 * The signed-in member a function acts for, under the database's MFA rule: once a member has a
 * verified factor, only an aal2 session acts for them. The rule is asked of the database
 * (`public.mfa_requirement_met()`, the function every "aal2 once MFA is set up" policy uses)
 * through `asCaller`, a client forwarding the caller's token, so it lives in one place and a
 * function that acts with the service role cannot skip it. 401 signed out; 403 at aal1 with a
 * factor (`{ error, code: 'mfa_required' }`).
 */
export async function requireMember(asCaller: SupabaseClient, req: Request): Promise<Caller> {
  const caller = await requireCaller(asCaller, req);
  const { data, error } = await asCaller.rpc('mfa_requirement_met');
  if (error) throw new Error(`mfa_requirement_met failed: ${error.message}`);
  if (data !== true) throw new HttpError(403, MFA_REQUIRED_MESSAGE, { code: 'mfa_required' });
  return caller;
}
