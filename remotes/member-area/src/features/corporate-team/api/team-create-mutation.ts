import { loadSupabase, reportError } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '../../../api/keys';
import { TeamFailure, teamRefusalOf } from '../rules/team-failure';
import type { TeamValues } from '../rules/team-schema';

/** Inserts the team with the member as its owner (RLS and the seat trigger decide). */
export async function createTeam(userId: string, values: TeamValues): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client.from('corporate_teams').insert({
    team_name: values.teamName,
    organization: values.organization,
    max_members: values.maxMembers,
    team_owner_id: userId,
  });
  if (error) {
    reportError(error, { remote: 'member_area', action: 'corporate-team create' });
    throw new TeamFailure(teamRefusalOf(error.message), 'corporateTeam.create.failure');
  }
}

/** Reads the member's teams again (the new card). */
export function useTeamCreateMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TeamValues) => createTeam(userId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.teams(userId) }),
  });
}
