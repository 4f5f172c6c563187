import { loadSupabase, reportError } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../../api/keys';
import { ProjectFailure } from '../lib/failure';

/** The manager marks a deliverable done or not done (RLS: the manager only). */
export async function updateDeliverableDone(deliverableId: string, done: boolean) {
  const client = await loadSupabase();
  const { data, error } = await client
    .from('rd_project_deliverables')
    .update({ done })
    .eq('deliverable_id', deliverableId)
    .select('deliverable_id');
  if (error || !data?.length) {
    reportError(error?.message ?? 'no row changed', {
      remote: 'member_area',
      action: 'rd-projects deliverable not changed',
    });
    throw new ProjectFailure('deliverables.updateFailure', error?.message ?? 'no row changed');
  }
}

export function useDeliverableUpdateMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deliverableId, done }: { deliverableId: string; done: boolean }) =>
      updateDeliverableDone(deliverableId, done),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: projectKeys.deliverables(projectId) }),
  });
}
