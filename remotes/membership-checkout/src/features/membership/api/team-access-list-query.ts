import { fetchTeamAccess } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipKeys } from '../../../api/keys';

export type { TeamAccess } from '@csan/shared-auth';

/** The teams giving the member Corporate access (shared-auth's one read of my_team_access). */
export const teamAccessListQuery = (userId: string) =>
  queryOptions({ queryKey: membershipKeys.teamAccess(userId), queryFn: fetchTeamAccess });

export function useTeamAccessListQuery(userId: string) {
  return useQuery(teamAccessListQuery(userId));
}
