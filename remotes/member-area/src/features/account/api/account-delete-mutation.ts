import { loadSupabase, reportError, toDataError } from '@csan/shared-auth';
import { useMutation } from '@tanstack/react-query';
import { AccountFailure } from '../lib/failure';
import { mfaVerifyFailure } from '../lib/mfa-verify-failure';

/** delete_my_account's refusals (their message), each with its text in `account.data.delete`. */
const REFUSALS = [
  'fresh_mfa_required',
  'confirmation_mismatch',
  'admin_account',
  'team_has_members',
  'manages_rd_project',
] as const;

/**
 * 'Delete my account'. The authenticator code is verified by GoTrue first (a new verification
 * renews the session's `totp` claim, which delete_my_account requires from the last 5 minutes:
 * an old aal2 session is not enough), then the database deletes and anonymises in one
 * transaction (what and why: the migration 20261129150100_member_account_deletion.sql). This
 * browser then forgets the session; the server has already ended every session.
 */
export async function deleteAccount(factorId: string, code: string, confirmation: string) {
  const client = await loadSupabase();
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code });
  if (verified.error) throw mfaVerifyFailure(verified.error);
  const { error } = await client.rpc('delete_my_account', { confirmation });
  if (error) {
    const refusal = REFUSALS.find((key) => key === error.message);
    if (refusal) throw new AccountFailure(`data.delete.refusals.${refusal}`);
    reportError(toDataError(error), { remote: 'member_area', action: 'account deletion' });
    throw new AccountFailure('data.delete.failure');
  }
  const { error: signOutError } = await client.auth.signOut({ scope: 'local' });
  if (signOutError) reportError(signOutError, { remote: 'member_area', action: 'local sign-out' });
}

export function useAccountDeleteMutation() {
  return useMutation({
    mutationFn: ({
      factorId,
      code,
      confirmation,
    }: {
      factorId: string;
      code: string;
      confirmation: string;
    }) => deleteAccount(factorId, code, confirmation),
  });
}
