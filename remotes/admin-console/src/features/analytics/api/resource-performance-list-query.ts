import { loadSupabase, unwrap } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/paging';

export type ResourcePerformance = {
  resource_id: string;
  title: string;
  content_type: string;
  access_tier: string;
  downloads: number;
  leads: number;
};

export type ResourcePerformancePage = { rows: ResourcePerformance[]; total: number };

/** Resources with downloads, most downloaded first, paged and counted by the database. */
export async function fetchResourcePerformance(page: number): Promise<ResourcePerformancePage> {
  const client = await loadSupabase();
  const { from, to } = pageRange(page, ADMIN_PAGE_SIZE);
  const result = await client
    .rpc('admin_resource_downloads', undefined, { count: 'exact' })
    .range(from, to);
  const data = unwrap(result);
  const { count } = result;
  const rows = data.map((row) => ({
    ...row,
    downloads: Number(row.downloads),
    leads: Number(row.leads),
  }));
  return { rows, total: count ?? rows.length };
}

export const resourcePerformanceListQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.analyticsResourcesPage(page),
    queryFn: () => fetchResourcePerformance(page),
    placeholderData: keepPreviousData,
  });

export function useResourcePerformanceListQuery(page: number) {
  return useQuery(resourcePerformanceListQuery(page));
}
