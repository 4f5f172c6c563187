import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/paging';

export type ResourceItem = Pick<
  Tables<'resource_items'>,
  | 'item_id'
  | 'title'
  | 'description'
  | 'content_type'
  | 'access_tier'
  | 'author_names'
  | 'tags'
  | 'file_storage_path'
  | 'publish_date'
  | 'created_at'
>;

export type ResourcePage = { rows: ResourceItem[]; total: number };

const COLUMNS =
  'item_id, title, description, content_type, access_tier, author_names, tags, file_storage_path, publish_date, created_at';

/** One page of the library's items, newest first (item id breaking ties), counted by the database. */
export async function fetchResourcePage(page: number): Promise<ResourcePage> {
  const client = await loadSupabase();
  const { from, to } = pageRange(page, ADMIN_PAGE_SIZE);
  const result = await client
    .from('resource_items')
    .select(COLUMNS, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('item_id')
    .range(from, to);
  const data = unwrap(result);
  const { count } = result;
  return { rows: data, total: count ?? data.length };
}

export const resourceListQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.resourcesPage(page),
    queryFn: () => fetchResourcePage(page),
    // The rows stay on screen while the next page loads.
    placeholderData: keepPreviousData,
  });

export function useResourceListQuery(page: number) {
  return useQuery(resourceListQuery(page));
}
