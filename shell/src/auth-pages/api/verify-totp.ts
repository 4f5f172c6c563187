import { loadSupabase } from '@csan/shared-auth';
import { type MfaResult, mfaFailureOf } from './mfa-failure';

/** Challenges and verifies the first verified TOTP factor: the session becomes aal2. */
export async function verifyTotp(code: string): Promise<MfaResult> {
  const client = await loadSupabase();
  const factors = await client.auth.mfa.listFactors();
  if (factors.error) return { ok: false, failure: mfaFailureOf(factors.error) };
  const factor = factors.data.all.find((f) => f.factor_type === 'totp' && f.status === 'verified');
  if (!factor) return { ok: false, failure: { kind: 'invalid' } };
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  return error ? { ok: false, failure: mfaFailureOf(error) } : { ok: true };
}
