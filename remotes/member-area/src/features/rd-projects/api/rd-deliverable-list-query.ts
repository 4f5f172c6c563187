import type { Tables } from '@csan/shared-auth';
import { loadSupabase } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '../../../api/keys';
import { ProjectFailure } from '../lib/failure';

export type Deliverable = Pick<
  Tables<'rd_project_deliverables'>,
  'deliverable_id' | 'title' | 'due_date' | 'done'
>;

/** A project's deliverables, soonest due first (undated last), then in the order added. */
export async function fetchDeliverables(projectId: string): Promise<Deliverable[]> {
  const client = await loadSupabase();
  const { data, error } = await client
    .from('rd_project_deliverables')
    .select('deliverable_id, title, due_date, done')
    .eq('project_id', projectId)
    .order('due_date', { ascending: true, nullsFirst: false })
    .order('created_at')
    .order('deliverable_id')
    .limit(500);
  if (error) throw new ProjectFailure('deliverables.loadFailure', error.message);
  return data ?? [];
}

export const deliverableListQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.deliverables(projectId),
    queryFn: () => fetchDeliverables(projectId),
  });

export function useDeliverableListQuery(projectId: string) {
  return useQuery(deliverableListQuery(projectId));
}
