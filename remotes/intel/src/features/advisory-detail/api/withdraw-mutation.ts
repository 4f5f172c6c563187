import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { intelKeys } from '../../../api/keys';

/** An analyst withdraws the advisory with a note (intel_withdraw_advisory: a new version). */
export function useWithdrawMutation(advisoryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) => {
      const client = await loadSupabase();
      unwrap(
        await client.rpc('intel_withdraw_advisory', {
          advisory_id: advisoryId,
          change_note: note.trim(),
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intelKeys.advisories() }),
  });
}
