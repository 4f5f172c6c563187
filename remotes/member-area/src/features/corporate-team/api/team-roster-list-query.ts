import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamKeys } from '../../../api/keys';

/**
 * One person on a team: a member (their account) or an open invitation (an address without an
 * account yet). E-mail addresses reach the team's owner and admins only.
 */
export type RosterEntry =
  | { kind: 'member'; userId: string; fullName: string | null; email: string | null; since: string }
  | { kind: 'invited'; invitationId: string; email: string; since: string };

type RosterRow = {
  user_id: string | null;
  invitation_id: string | null;
  full_name: string | null;
  email: string | null;
  status: string;
  since: string;
};

function entryOf(row: RosterRow): RosterEntry | null {
  if (row.status === 'member' && row.user_id) {
    return {
      kind: 'member',
      userId: row.user_id,
      fullName: row.full_name,
      email: row.email,
      since: row.since,
    };
  }
  if (row.status === 'invited' && row.invitation_id && row.email) {
    return { kind: 'invited', invitationId: row.invitation_id, email: row.email, since: row.since };
  }
  return null;
}

/** team_roster(team): the team's people in the order they came. */
export async function fetchRoster(teamId: string): Promise<RosterEntry[]> {
  const client = await loadSupabase();
  const data = unwrap(await client.rpc('team_roster', { p_team_id: teamId }));
  return ((data ?? []) as RosterRow[]).flatMap((row) => entryOf(row) ?? []);
}

export const teamRosterListQuery = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.roster(teamId), queryFn: () => fetchRoster(teamId) });

export function useTeamRosterListQuery(teamId: string) {
  return useQuery(teamRosterListQuery(teamId));
}
