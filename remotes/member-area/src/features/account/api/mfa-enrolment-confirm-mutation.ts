import { loadSupabase, reportError } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../api/keys';
import { AccountFailure } from '../lib/failure';
import { mfaVerifyFailure } from '../lib/mfa-verify-failure';
import { refreshViewerAccess } from '../lib/refresh-access';
import { generateBackupCodes, hashBackupCode } from '../rules/backup-codes';

/**
 * Step 2: the code from the app verifies the factor (the session becomes aal2), then ten
 * backup codes are made and only their SHA-256 digests stored (inserting needs aal2, which
 * the verification just gave). Returns the codes to show once.
 */
export async function confirmTotpEnrolment(factorId: string, code: string): Promise<string[]> {
  const client = await loadSupabase();
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
    reportError(stored.error, { remote: 'member_area', action: 'backup codes not stored' });
    throw new AccountFailure('mfa.enableFailure');
  }
  return codes;
}

/**
 * Confirms the factor. MFA is on now: the session's new aal and factor reach the header,
 * banner and guards (the session store), and the account's MFA status and profile
 * (mfa_enabled) are read again, in the background: the backup codes show at once.
 */
export function useMfaEnrolmentConfirmMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ factorId, code }: { factorId: string; code: string }) =>
      confirmTotpEnrolment(factorId, code),
    onSuccess: () => {
      void refreshViewerAccess().then(() =>
        queryClient.invalidateQueries({ queryKey: accountKeys.account(userId) }),
      );
    },
  });
}
