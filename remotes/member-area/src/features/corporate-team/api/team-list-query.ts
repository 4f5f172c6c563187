import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamKeys } from '../../../api/keys';

const TEAM_COLUMNS = 'team_id, team_name, organization, max_members, team_owner_id, created_at';

export type Team = Pick<
  Tables<'corporate_teams'>,
  'team_id' | 'team_name' | 'organization' | 'max_members' | 'team_owner_id' | 'created_at'
>;

/** The teams the member owns or is on (all of them for an admin: RLS decides), newest first. */
export async function fetchTeams(): Promise<Team[]> {
  const client = await loadSupabase();
  const data = unwrap(
    await client
      .from('corporate_teams')
      .select(TEAM_COLUMNS)
      .order('created_at', { ascending: false }),
  );
  return data;
}

export const teamListQuery = (userId: string) =>
  queryOptions({ queryKey: teamKeys.teams(userId), queryFn: fetchTeams });

export function useTeamListQuery(userId: string) {
  return useQuery(teamListQuery(userId));
}
