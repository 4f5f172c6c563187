import { loadSupabase, reportError } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../../api/keys';
import { ProjectFailure } from '../lib/failure';
import type { ProjectStatus } from '../rules/project-status';

/** The manager moves the project to another status (RLS: the manager only). */
export async function updateProjectStatus(projectId: string, status: ProjectStatus) {
  const client = await loadSupabase();
  const { data, error } = await client
    .from('rd_projects')
    .update({ status })
    .eq('project_id', projectId)
    .select('project_id');
  if (error || !data?.length) {
    reportError(error?.message ?? 'no row changed', {
      remote: 'member_area',
      action: 'rd-projects status change',
    });
    throw new ProjectFailure('status.failure', error?.message ?? 'no row changed');
  }
}

/** Changes, then reads the project and the list again (the card's badge). */
export function useProjectStatusUpdateMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ProjectStatus) => updateProjectStatus(projectId, status),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      ]),
  });
}
