import { backupCodeLimitOf, loadSupabase, reportError } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountKeys } from '../../../api/keys';
import { AccountFailure } from '../lib/failure';
import { limitFailure, mfaVerifyFailure } from '../lib/mfa-verify-failure';
import { refreshViewerAccess } from '../lib/refresh-access';
import type { DisableCode } from '../rules/mfa-codes';

const redeemAnswer = z.object({ valid: z.boolean() });

/**
 * Disabling MFA with either kind of code. The new 7-day deadline is written by the database
 * (trigger on auth.mfa_factors), never by this page.
 * - authenticator code: verify it (aal2, which GoTrue needs to unenroll a verified factor),
 *   then unenroll;
 * - backup code: redeem_mfa_backup_code spends it and removes the factor in one transaction.
 * Both kinds count against the account's MFA attempt limit; a refusal says how long to wait
 * (and, for a TOTP code, that GoTrue ended the sessions).
 */
export async function disableMfa(
  code: Exclude<DisableCode, { kind: 'invalid' }>,
  factorId: string,
): Promise<void> {
  const client = await loadSupabase();
  if (code.kind === 'backup') {
    const { data, error } = await client.rpc('redeem_mfa_backup_code', { backup_code: code.code });
    if (error) {
      reportError(error, { remote: 'member_area', action: 'backup code redeem' });
      throw new AccountFailure('mfa.disableFailure');
    }
    const limit = backupCodeLimitOf(data);
    if (limit) throw limitFailure(limit);
    if (!redeemAnswer.parse(data).valid) throw new AccountFailure('mfa.invalidCode');
    return;
  }
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: code.code });
  if (verified.error) throw mfaVerifyFailure(verified.error);
  const removed = await client.auth.mfa.unenroll({ factorId });
  if (removed.error) throw new AccountFailure('mfa.disableFailure', removed.error.message || null);
}

/**
 * Disables MFA. The session's aal drops and the new deadline applies: the header, banner and
 * guards learn it (the session store), and the account's MFA status and profile (mfa_enabled)
 * are read again.
 */
export function useMfaDisableMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      code,
      factorId,
    }: {
      code: Exclude<DisableCode, { kind: 'invalid' }>;
      factorId: string;
    }) => disableMfa(code, factorId),
    onSuccess: () => {
      void refreshViewerAccess().then(() =>
        queryClient.invalidateQueries({ queryKey: accountKeys.account(userId) }),
      );
    },
  });
}
