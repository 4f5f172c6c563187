import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipKeys } from '../../../api/keys';

/** A corporate team that gives the member Corporate access now (my_team_access). */
export type TeamAccess = {
  team_id: string;
  team_name: string;
  organization: string | null;
  owner_name: string | null;
};

/**
 * The teams through which the member holds Corporate access: decided in SQL (on the team, and
 * the owner's Corporate subscription active), the same rule as the guards and RLS.
 */
export async function fetchTeamAccess(): Promise<TeamAccess[]> {
  const client = await loadSupabase();
  const data = unwrap(await client.rpc('my_team_access'));
  return (data ?? []) as TeamAccess[];
}

export const teamAccessListQuery = (userId: string) =>
  queryOptions({ queryKey: membershipKeys.teamAccess(userId), queryFn: fetchTeamAccess });

export function useTeamAccessListQuery(userId: string) {
  return useQuery(teamAccessListQuery(userId));
}
