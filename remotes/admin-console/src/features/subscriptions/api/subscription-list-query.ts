import type { Database } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/paging';

type ListRow = Database['public']['Functions']['admin_subscription_list']['Returns'][number];

/** A paid subscription (active or expired) with its member; profile and e-mail may be gone. */
export type SubscriptionRow = Omit<ListRow, 'full_name' | 'email' | 'next_billing_date'> & {
  full_name: string | null;
  email: string | null;
  next_billing_date: string | null;
};

export type SubscriptionPage = { rows: SubscriptionRow[]; total: number };

/**
 * One page of the paid subscriptions, newest first (admin_subscription_list: admins only); the
 * search is a case-insensitive substring of the tier, the user id, the member's name or
 * e-mail, matched by the database, which also counts the rows.
 */
export async function fetchSubscriptionPage(
  search: string,
  page: number,
): Promise<SubscriptionPage> {
  const client = await loadSupabase();
  const { from, to } = pageRange(page, ADMIN_PAGE_SIZE);
  const text = search.trim();
  const result = await client
    .rpc('admin_subscription_list', text ? { search: text } : {}, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, to);
  const data = unwrap(result);
  const { count } = result;
  const rows: SubscriptionRow[] = data ?? [];
  return { rows, total: count ?? rows.length };
}

export const subscriptionListQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.subscriptionsPage(search, page),
    queryFn: () => fetchSubscriptionPage(search, page),
    // The rows stay on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export function useSubscriptionListQuery(search: string, page: number) {
  return useQuery(subscriptionListQuery(search, page));
}
