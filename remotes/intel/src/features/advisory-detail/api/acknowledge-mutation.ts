import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { intelKeys } from '../../../api/keys';
import type { AckStatus } from '../../../api/types';

export type AcknowledgeInput = { orgId: string; status: AckStatus; note: string };

/** A focal point acknowledges for their organisation (intel_acknowledge; a later one replaces it). */
export function useAcknowledgeMutation(advisoryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orgId, status, note }: AcknowledgeInput) => {
      const client = await loadSupabase();
      return unwrap(
        await client.rpc('intel_acknowledge', {
          advisory_id: advisoryId,
          org_id: orgId,
          status,
          note: note.trim() === '' ? undefined : note.trim(),
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intelKeys.advisories() }),
  });
}
