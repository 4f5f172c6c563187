import { loadSupabase, reportError } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '../../../api/keys';
import { TeamFailure } from '../rules/team-failure';

/** A member (by account) or an open invitation (by its id) to take off a team. */
export type RemoveFromTeam =
  | { teamId: string; kind: 'member'; userId: string }
  | { teamId: string; kind: 'invited'; invitationId: string };

/**
 * Deletes the membership or withdraws the invitation (RLS: the team's owner, or an admin at
 * aal2); the seat is free at once and a removed member's Corporate access ends with it.
 */
export async function removeFromTeam(target: RemoveFromTeam): Promise<void> {
  const client = await loadSupabase();
  const { data, error } =
    target.kind === 'member'
      ? await client
          .from('corporate_team_members')
          .delete()
          .eq('team_id', target.teamId)
          .eq('user_id', target.userId)
          .select('user_id')
      : await client
          .from('corporate_team_invitations')
          .delete()
          .eq('invitation_id', target.invitationId)
          .select('invitation_id');
  if (error || data.length === 0) {
    reportError(error?.message ?? 'no row removed', {
      remote: 'member_area',
      action: 'corporate-team remove',
    });
    throw new TeamFailure(null, 'corporateTeam.remove.failure');
  }
}

export function useTeamMemberRemoveMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromTeam,
    onSettled: (_result, _error, { teamId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.roster(teamId) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.seats(userId) }),
      ]),
  });
}
