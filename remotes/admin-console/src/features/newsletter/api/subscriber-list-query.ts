import { loadSupabase, type Tables, unwrap } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { ilikeAnyOf } from '../../../lib/search-filter';

export type Subscriber = Pick<
  Tables<'newsletter_subscriptions'>,
  'id' | 'email' | 'language' | 'status' | 'requested_at' | 'consent_at' | 'unsubscribed_at'
>;
export type SubscriberPage = { rows: Subscriber[]; total: number; confirmed: number };

export const SUBSCRIBER_PAGE_SIZE = 25;

/**
 * One page of newsletter subscriptions (admins only, at aal2 once they have a factor: the
 * table's policies), the newest request first, searched by address; with the number of
 * confirmed subscribers an issue would reach now.
 */
export async function fetchSubscriberPage(search: string, page: number): Promise<SubscriberPage> {
  const client = await loadSupabase();
  const { from, to } = pageRange(page, SUBSCRIBER_PAGE_SIZE);
  let query = client
    .from('newsletter_subscriptions')
    .select('id, email, language, status, requested_at, consent_at, unsubscribed_at', {
      count: 'exact',
    });
  const filter = ilikeAnyOf(['email'], search);
  if (filter) query = query.or(filter);
  const [result, confirmed] = await Promise.all([
    query.order('requested_at', { ascending: false }).order('id').range(from, to),
    client
      .from('newsletter_subscriptions')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'confirmed'),
  ]);
  const rows = unwrap(result);
  unwrap(confirmed);
  return { rows, total: result.count ?? rows.length, confirmed: confirmed.count ?? 0 };
}

export function useSubscriberListQuery(search: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.newsletterPage(search, page),
      queryFn: () => fetchSubscriberPage(search, page),
      placeholderData: keepPreviousData,
    }),
  );
}
