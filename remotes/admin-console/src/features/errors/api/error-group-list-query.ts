import { loadSupabase, type Tables, unwrap } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { ilikeAnyOf } from '../../../lib/search-filter';

/** One group of error reports: a remote's version, where it was caught, and the message. */
export type ErrorGroup = Tables<'client_error_groups'>;

export type ErrorGroupPage = { rows: ErrorGroup[]; total: number };

/** Groups a page shows: each row is tall (message, counts, the latest report's details). */
export const ERROR_PAGE_SIZE = 10;

/** The columns the search looks in (case-insensitive substrings). */
export const ERROR_SEARCH_COLUMNS = ['remote', 'version', 'message'] as const;

/**
 * One page of error groups (client_error_groups: admins only, at aal2 once they have a
 * factor), the most recently seen first, searched and counted by the database.
 */
export async function fetchErrorGroupPage(search: string, page: number): Promise<ErrorGroupPage> {
  const client = await loadSupabase();
  const { from, to } = pageRange(page, ERROR_PAGE_SIZE);
  let query = client.from('client_error_groups').select('*', { count: 'exact' });
  const filter = ilikeAnyOf(ERROR_SEARCH_COLUMNS, search);
  if (filter) query = query.or(filter);
  const result = await query
    .order('last_seen', { ascending: false })
    .order('remote')
    .order('version')
    .order('message')
    .range(from, to);
  const rows = unwrap(result);
  return { rows, total: result.count ?? rows.length };
}

export const errorGroupListQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.errorsPage(search, page),
    queryFn: () => fetchErrorGroupPage(search, page),
    // The rows stay on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export function useErrorGroupListQuery(search: string, page: number) {
  return useQuery(errorGroupListQuery(search, page));
}
