import { loadSupabase } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '../../../api/keys';
import { TeamFailure, teamRefusalOf } from '../rules/team-failure';

export type AddMember = { teamId: string; email: string };
/** `added`: an existing member joined; `invited`: the address was sent a sign-up invitation. */
export type AddMemberOutcome = 'added' | 'invited';

/** The `code` of an edge function's error body, if it has one. */
async function functionErrorCode(error: unknown): Promise<unknown> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response)) return null;
  try {
    const body: unknown = await context.clone().json();
    return typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : null;
  } catch {
    return null;
  }
}

/** Asks add-team-member, which adds an existing account or mails an invitation. */
export async function addTeamMember({ teamId, email }: AddMember): Promise<AddMemberOutcome> {
  const client = await loadSupabase();
  const { data, error } = await client.functions.invoke<{ status?: unknown }>('add-team-member', {
    body: { teamId, email },
  });
  if (error) {
    throw new TeamFailure(
      teamRefusalOf(await functionErrorCode(error)),
      'corporateTeam.add.failure',
    );
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
