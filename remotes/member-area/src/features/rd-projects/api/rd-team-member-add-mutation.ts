import { loadSupabase, reportError } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../../api/keys';
import { ProjectFailure } from '../lib/failure';

/** The database's refusals (`add_rd_project_member`) and the text each gets. */
const REFUSALS: Record<string, string> = {
  P0002: 'team.unknownEmail',
  '22023': 'team.notEligible',
  '23505': 'team.alreadyOnTeam',
  '42501': 'team.notManager',
};

/** The manager adds a member by e-mail; the database checks who may add whom. */
export async function addTeamMember(projectId: string, email: string): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client.rpc('add_rd_project_member', {
    p_project_id: projectId,
    p_email: email,
  });
  if (error) {
    reportError(error, { remote: 'member_area', action: 'rd-projects team member not added' });
    throw new ProjectFailure(REFUSALS[error.code] ?? 'team.addFailure', error.message);
  }
}

/** Adds, then reads the team again. */
export function useTeamMemberAddMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => addTeamMember(projectId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.team(projectId) }),
  });
}
