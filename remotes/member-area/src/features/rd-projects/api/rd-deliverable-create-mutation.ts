import { loadSupabase, reportError } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../../api/keys';
import { ProjectFailure } from '../lib/failure';
import type { DeliverableValues } from '../rules/collaboration-schemas';

/** The manager adds a deliverable (RLS: the manager only). */
export async function createDeliverable(projectId: string, values: DeliverableValues) {
  const client = await loadSupabase();
  const { error } = await client
    .from('rd_project_deliverables')
    .insert({ project_id: projectId, title: values.title, due_date: values.dueDate });
  if (error) {
    reportError(error, { remote: 'member_area', action: 'rd-projects deliverable not added' });
    throw new ProjectFailure('deliverables.addFailure', error.message);
  }
}

export function useDeliverableCreateMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DeliverableValues) => createDeliverable(projectId, values),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: projectKeys.deliverables(projectId) }),
  });
}
