import type { Tables } from '@csan/shared-auth';
import { loadSupabase, reportError } from '@csan/shared-auth';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '../../../api/keys';
import { ProjectFailure } from '../lib/failure';
import { projectPageRange } from '../rules/project-pages';

export const PROJECT_COLUMNS =
  'project_id, project_name, description, client_organization, start_date, end_date, budget_usd, status, project_manager_id, created_at';

/** A project as its card and its page show it. */
export type Project = Pick<
  Tables<'rd_projects'>,
  | 'project_id'
  | 'project_name'
  | 'description'
  | 'client_organization'
  | 'start_date'
  | 'end_date'
  | 'budget_usd'
  | 'status'
  | 'project_manager_id'
  | 'created_at'
>;

export type ProjectPage = { projects: Project[]; total: number };

/**
 * One page of the projects the member sees, newest first, with the exact count: RLS decides
 * which (managed, on the team, or every project for an admin).
 */
export async function fetchProjects(page: number): Promise<ProjectPage> {
  const client = await loadSupabase();
  const { from, to } = projectPageRange(page);
  const { data, error, count } = await client
    .from('rd_projects')
    .select(PROJECT_COLUMNS, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('project_id')
    .range(from, to);
  if (error) {
    reportError(error, { remote: 'member_area', action: 'rd-projects load' });
    throw new ProjectFailure('list.loadFailure', error.message);
  }
  return { projects: data ?? [], total: count ?? 0 };
}

export const projectListQuery = (page: number) =>
  queryOptions({
    queryKey: projectKeys.list(page),
    queryFn: () => fetchProjects(page),
    placeholderData: keepPreviousData,
  });

export function useProjectListQuery(page: number) {
  return useQuery(projectListQuery(page));
}
