import { backupCodeLimitOf, loadSupabase } from '@csan/shared-auth';
import { type MfaResult, mfaFailureOf } from './mfa-failure';

/**
 * Redeems a backup code for the half-signed-in user (lost device). The database consumes it
 * once, removes the TOTP factors and starts a fresh 7-day MFA deadline, so the user sets MFA
 * up again. Wrong codes count against the same per-account limit as TOTP codes; a refused
 * attempt comes back as an answer with the wait, and the session stays.
 */
export async function redeemBackupCode(code: string): Promise<MfaResult> {
  const client = await loadSupabase();
  const { data, error } = await client.rpc('redeem_mfa_backup_code', { backup_code: code });
  if (error) return { ok: false, failure: mfaFailureOf(error) };
  const limit = backupCodeLimitOf(data);
  if (limit) return { ok: false, failure: { kind: 'limited', limit } };
  const valid =
    data !== null && typeof data === 'object' && (data as { valid?: unknown }).valid === true;
  return valid ? { ok: true } : { ok: false, failure: { kind: 'invalid' } };
}
