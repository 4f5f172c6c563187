import { supabaseClient } from '../lib/client';
import { errorInfo } from '../lib/errors';

export type VerifyResult = { ok: true } | { ok: false; message: string };

/** Challenges and verifies the first verified TOTP factor: the session becomes aal2. */
export async function verifyTotp(code: string): Promise<VerifyResult> {
  const client = await supabaseClient();
  const factors = await client.auth.mfa.listFactors();
  if (factors.error) return { ok: false, message: errorInfo(factors.error).message };
  const factor = factors.data.all.find((f) => f.factor_type === 'totp' && f.status === 'verified');
  if (!factor) return { ok: false, message: '' };
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  return error ? { ok: false, message: errorInfo(error).message } : { ok: true };
}
