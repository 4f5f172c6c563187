import { supabaseClient } from '../lib/client';
import { AccountFailure } from '../lib/failure';
import { generateBackupCodes, hashBackupCode } from '../rules/backup-codes';
import { qrCodeImage } from '../rules/qr-code';
import { mfaVerifyFailure } from './mfa-verify-failure';

/** Spec: the one TOTP factor every member enrols has this fixed friendly name. */
export const FACTOR_NAME = 'CSAN';

export type Enrolment = { factorId: string; qrCode: string; secret: string };

/**
 * Step 1 of enabling MFA: a pending (unverified) CSAN factor. A CSAN factor left unverified by
 * an earlier, cancelled or abandoned attempt is removed first, so it cannot block this one.
 */
export async function startTotpEnrolment(): Promise<Enrolment> {
  const client = await supabaseClient();
  const listed = await client.auth.mfa.listFactors();
  if (listed.error) throw new AccountFailure('mfa.enableFailure', listed.error.message);
  if (listed.data.totp.length > 0) throw new AccountFailure('mfa.alreadyEnabled');
  for (const factor of listed.data.all) {
    if (factor.status !== 'verified' && factor.friendly_name === FACTOR_NAME) {
      const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
      if (removed.error) console.error('[account] stale factor not removed:', removed.error);
    }
  }
  const { data, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: FACTOR_NAME,
  });
  if (error) {
    if (error.code === 'mfa_factor_name_conflict') throw new AccountFailure('mfa.nameConflict');
    throw new AccountFailure('mfa.enableFailure', error.message || null);
  }
  if (!data.totp.uri || !data.totp.secret) throw new AccountFailure('mfa.setupError');
  return { factorId: data.id, secret: data.totp.secret, qrCode: await qrCodeImage(data.totp.uri) };
}

/** Cancelling the dialog: the pending factor goes (unverified factors need no aal2). */
export async function cancelTotpEnrolment(factorId: string): Promise<void> {
  const client = await supabaseClient();
  const { error } = await client.auth.mfa.unenroll({ factorId });
  if (error) console.error('[account] pending factor not removed:', error.message);
}

/**
 * Step 2: the code from the app verifies the factor (the session becomes aal2), then ten
 * backup codes are made and only their SHA-256 digests stored (inserting needs aal2, which
 * the verification just gave). Returns the codes to show once.
 */
export async function confirmTotpEnrolment(factorId: string, code: string): Promise<string[]> {
  const client = await supabaseClient();
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code });
  if (verified.error) throw mfaVerifyFailure(verified.error);
  const userId = verified.data.user.id;
  const codes = generateBackupCodes();
  const hashes = await Promise.all(codes.map(hashBackupCode));
  // Codes of an earlier enrolment must not stay valid next to the new ones.
  const cleared = await client.from('mfa_backup_codes').delete().eq('user_id', userId);
  const stored = cleared.error
    ? cleared
    : await client
        .from('mfa_backup_codes')
        .insert(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
  if (stored.error) {
    console.error('[account] backup codes not stored:', stored.error.message);
    throw new AccountFailure('mfa.enableFailure');
  }
  return codes;
}
