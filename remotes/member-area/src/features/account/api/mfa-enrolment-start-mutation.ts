import { loadSupabase, reportError } from '@csan/shared-auth';
import { useMutation } from '@tanstack/react-query';
import { AccountFailure } from '../lib/failure';
import { qrCodeImage } from '../rules/qr-code';

/** The one TOTP factor every member enrols has this fixed friendly name. */
export const FACTOR_NAME = 'CSAN';

export type Enrolment = { factorId: string; qrCode: string; secret: string };

/**
 * Step 1 of enabling MFA: a pending (unverified) CSAN factor. A CSAN factor left unverified by
 * an earlier, cancelled or abandoned attempt is removed first, so it cannot block this one.
 */
export async function startTotpEnrolment(): Promise<Enrolment> {
  const client = await loadSupabase();
  const listed = await client.auth.mfa.listFactors();
  if (listed.error) throw new AccountFailure('mfa.enableFailure', listed.error.message);
  if (listed.data.totp.length > 0) throw new AccountFailure('mfa.alreadyEnabled');
  for (const factor of listed.data.all) {
    if (factor.status !== 'verified' && factor.friendly_name === FACTOR_NAME) {
      const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
      if (removed.error)
        reportError(removed.error, { remote: 'member_area', action: 'stale factor not removed' });
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

/** Starts enabling MFA; the pending factor is not part of the MFA status, so nothing is stale. */
export function useMfaEnrolmentStartMutation() {
  return useMutation({ mutationFn: startTotpEnrolment });
}
