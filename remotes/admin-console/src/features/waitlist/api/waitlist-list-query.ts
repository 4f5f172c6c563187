import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/paging';
import { ilikeAnyOf } from '../../../lib/search-filter';

export type WaitlistStatus = 'pending' | 'invited' | 'accepted';

/** A waitlist row; the database allows only these three statuses (check constraint). */
export type WaitlistEntry = Pick<
  Tables<'waitlist'>,
  'id' | 'name' | 'email' | 'invited_at' | 'invitation_expires_at' | 'created_at'
> & { status: WaitlistStatus };

export type WaitlistPage = { rows: WaitlistEntry[]; total: number };

/** The columns the waitlist search looks in (case-insensitive substrings). */
export const WAITLIST_SEARCH_COLUMNS = ['name', 'email'] as const;

/** One page of the waitlist, newest first, searched and counted by the database. */
export async function fetchWaitlistPage(search: string, page: number): Promise<WaitlistPage> {
  const client = await loadSupabase();
  const { from, to } = pageRange(page, ADMIN_PAGE_SIZE);
  let query = client
    .from('waitlist')
    .select('id, name, email, status, invited_at, invitation_expires_at, created_at', {
      count: 'exact',
    });
  const filter = ilikeAnyOf(WAITLIST_SEARCH_COLUMNS, search);
  if (filter) query = query.or(filter);
  const result = await query.order('created_at', { ascending: false }).order('id').range(from, to);
  const data = unwrap(result);
  const { count } = result;
  return { rows: data as WaitlistEntry[], total: count ?? data.length };
}

export const waitlistListQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.waitlistPage(search, page),
    queryFn: () => fetchWaitlistPage(search, page),
    // The rows stay on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export function useWaitlistListQuery(search: string, page: number) {
  return useQuery(waitlistListQuery(search, page));
}
