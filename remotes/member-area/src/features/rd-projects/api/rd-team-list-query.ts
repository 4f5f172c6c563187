import type { Database } from '@csan/shared-auth';
import { loadSupabase } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '../../../api/keys';
import { ProjectFailure } from '../lib/failure';

/** The manager and each team member; `email` only for the manager's and admins' eyes. */
export type TeamMember = Database['public']['Functions']['rd_project_team']['Returns'][number];

/** Who works on the project (`rd_project_team`: the manager first, then by joining date). */
export async function fetchTeam(projectId: string): Promise<TeamMember[]> {
  const client = await loadSupabase();
  const { data, error } = await client.rpc('rd_project_team', { p_project_id: projectId });
  if (error) throw new ProjectFailure('team.loadFailure', error.message);
  return data ?? [];
}

export const teamListQuery = (projectId: string) =>
  queryOptions({ queryKey: projectKeys.team(projectId), queryFn: () => fetchTeam(projectId) });

export function useTeamListQuery(projectId: string) {
  return useQuery(teamListQuery(projectId));
}
