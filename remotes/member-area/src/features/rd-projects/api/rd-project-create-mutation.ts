import { loadSupabase, reportError } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../../api/keys';
import { ProjectFailure } from '../lib/failure';
import type { ProjectValues } from '../rules/project-schema';

/**
 * Inserts the form's fields with the member as project manager (spec); a new project starts
 * in planning. Answers the new project's id.
 */
export async function createProject(userId: string, values: ProjectValues): Promise<string> {
  const client = await loadSupabase();
  const { data, error } = await client
    .from('rd_projects')
    .insert({
      project_name: values.name,
      description: values.description,
      client_organization: values.clientOrganization,
      start_date: values.startDate,
      end_date: values.endDate,
      budget_usd: values.budget,
      project_manager_id: userId,
    })
    .select('project_id')
    .single();
  if (error || !data) {
    reportError(error, { remote: 'member_area', action: 'rd-projects create' });
    throw new ProjectFailure('form.createFailure', error?.message ?? 'no row');
  }
  return data.project_id;
}

/** Creates, then reads the list again (the new project is the newest). */
export function useProjectCreateMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProjectValues) => createProject(userId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  });
}
