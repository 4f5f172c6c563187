import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { RESET_DAYS } from '../rules/extend-days';

/** reset_mfa_requirement: the member gets 7 days from today; admins at aal2, audited. */
export async function resetMfaRequirement(userId: string): Promise<string> {
  const client = await loadSupabase();
  const data = unwrap(
    await client.rpc('reset_mfa_requirement', {
      target_user_id: userId,
      new_deadline_days: RESET_DAYS,
    }),
  );
  return String(data);
}

export function useMfaRequirementResetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMfaRequirement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.mfaSupport() }),
  });
}
