import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';

/** extend_mfa_deadline: 1–30 days more (from today when passed); admins at aal2, audited. */
export async function extendMfaDeadline(input: { userId: string; days: number }): Promise<string> {
  const client = await loadSupabase();
  const data = unwrap(
    await client.rpc('extend_mfa_deadline', {
      target_user_id: input.userId,
      additional_days: input.days,
    }),
  );
  return String(data);
}

/** Extends, then reads the requests again (they show the member's deadline). */
export function useMfaDeadlineExtendMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendMfaDeadline,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.mfaSupport() }),
  });
}
