import { loadSupabase } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '../../../api/keys';
import { ProjectFailure } from '../lib/failure';
import { PROJECT_COLUMNS, type Project } from './rd-project-list-query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One project, or null when the member may not see it (RLS: not its manager, not on its team,
 * not an admin) or it does not exist: the same answer for both.
 */
export async function fetchProject(projectId: string): Promise<Project | null> {
  if (!UUID.test(projectId)) return null;
  const client = await loadSupabase();
  const { data, error } = await client
    .from('rd_projects')
    .select(PROJECT_COLUMNS)
    .eq('project_id', projectId)
    .maybeSingle();
  if (error) throw new ProjectFailure('detail.loadFailure', error.message);
  return data;
}

export const projectDetailQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: () => fetchProject(projectId),
  });

export function useProjectDetailQuery(projectId: string) {
  return useQuery(projectDetailQuery(projectId));
}
