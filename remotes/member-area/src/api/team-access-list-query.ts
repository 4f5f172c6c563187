import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabaseClient } from '../lib/client';
import { teamKeys } from './keys';

/** A team that gives the member Corporate access now (my_team_access). */
export type TeamAccess = {
  team_id: string;
  team_name: string;
  organization: string | null;
  owner_name: string | null;
};

/**
 * The teams through which the signed-in member holds Corporate access (decided in SQL: on the
 * team, and the owner's Corporate subscription active). Empty for everyone else.
 */
export async function fetchTeamAccess(): Promise<TeamAccess[]> {
  const client = await supabaseClient();
  const { data, error } = await client.rpc('my_team_access');
  if (error) throw new Error(error.message);
  return (data ?? []) as TeamAccess[];
}

export const teamAccessListQuery = (userId: string) =>
  queryOptions({ queryKey: teamKeys.access(userId), queryFn: fetchTeamAccess });

export function useTeamAccessListQuery(userId: string) {
  return useQuery(teamAccessListQuery(userId));
}
