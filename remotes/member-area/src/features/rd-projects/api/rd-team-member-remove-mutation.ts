import { loadSupabase, reportError } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../../api/keys';
import { ProjectFailure } from '../lib/failure';

/** The manager takes a member off the team (RLS: the manager only). */
export async function removeTeamMember(projectId: string, userId: string): Promise<void> {
  const client = await loadSupabase();
  const { data, error } = await client
    .from('rd_project_members')
    .delete()
    .eq('project_id', projectId)
    .eq('user_id', userId)
    .select('user_id');
  if (error || !data?.length) {
    reportError(error?.message ?? 'no row removed', {
      remote: 'member_area',
      action: 'rd-projects team member not removed',
    });
    throw new ProjectFailure('team.removeFailure', error?.message ?? 'no row removed');
  }
}

export function useTeamMemberRemoveMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeTeamMember(projectId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.team(projectId) }),
  });
}
