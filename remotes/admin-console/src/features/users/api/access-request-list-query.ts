import { loadSupabase, unwrap } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/paging';

export type AccessRequestArea = 'learning' | 'certification' | 'tools';

/** One member's open request for a partner area, with who sent it. */
export type AccessRequestRow = {
  id: string;
  user_id: string;
  email: string | null;
  full_name: string | null;
  organization: string | null;
  membership_tier: string | null;
  area: AccessRequestArea;
  message: string | null;
  status: 'pending' | 'granted' | 'declined';
  created_at: string;
  decided_at: string | null;
};

export type AccessRequestPage = { rows: AccessRequestRow[]; total: number };

/** One page of the pending area access requests, oldest first (admins only). */
export async function fetchAccessRequestPage(page: number): Promise<AccessRequestPage> {
  const client = await loadSupabase();
  const { from, to } = pageRange(page, ADMIN_PAGE_SIZE);
  const result = await client
    .rpc('admin_area_access_requests', undefined, { count: 'exact' })
    .eq('status', 'pending')
    .order('created_at', { ascending: true })
    .order('id')
    .range(from, to);
  const rows = (unwrap(result) ?? []) as AccessRequestRow[];
  return { rows, total: result.count ?? rows.length };
}

export const accessRequestListQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.accessRequestsPage(page),
    queryFn: () => fetchAccessRequestPage(page),
    placeholderData: keepPreviousData,
  });

export function useAccessRequestListQuery(page: number) {
  return useQuery(accessRequestListQuery(page));
}
