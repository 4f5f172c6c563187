import { DataError, invokeFunction } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '../../../api/keys';
import { TeamFailure, teamRefusalOf } from '../rules/team-failure';

export type AddMember = { teamId: string; email: string };
/** `added`: an existing member joined; `invited`: the address was sent a sign-up invitation. */
export type AddMemberOutcome = 'added' | 'invited';

/** Asks add-team-member, which adds an existing account or mails an invitation. */
export async function addTeamMember({ teamId, email }: AddMember): Promise<AddMemberOutcome> {
  let data: { status?: unknown } | null;
  try {
    data = await invokeFunction<{ status?: unknown } | null>('add-team-member', {
      body: { teamId, email },
    });
  } catch (error) {
    // The error body's machine code (already_member, team_full…) names the refusal.
    const code = error instanceof DataError ? error.code : null;
    throw new TeamFailure(teamRefusalOf(code), 'corporateTeam.add.failure');
  }
  return data?.status === 'invited' ? 'invited' : 'added';
}

/** Reads the team's people and the owner's seats again. */
export function useTeamMemberAddMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeamMember,
    onSettled: (_outcome, _error, { teamId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.roster(teamId) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.seats(userId) }),
      ]),
  });
}
