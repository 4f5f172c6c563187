import { supabaseClient } from '../lib/client';
import { errorInfo } from '../lib/errors';
import type { VerifyResult } from './verify-totp';

/**
 * Redeems a backup code for the half-signed-in user (lost device). The database consumes it
 * once, removes the TOTP factors and starts a fresh 7-day MFA deadline, so the user sets MFA
 * up again.
 */
export async function redeemBackupCode(code: string): Promise<VerifyResult> {
  const client = await supabaseClient();
  const { data, error } = await client.rpc('redeem_mfa_backup_code', { backup_code: code });
  if (error) return { ok: false, message: errorInfo(error).message };
  const valid =
    data !== null && typeof data === 'object' && (data as { valid?: unknown }).valid === true;
  return valid ? { ok: true } : { ok: false, message: '' };
}
