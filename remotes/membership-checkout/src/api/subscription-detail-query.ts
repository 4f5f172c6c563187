import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipKeys } from './keys';

const SUBSCRIPTION_COLUMNS =
  'id, tier, status, amount_cents, next_billing_date, team_size, cancel_at_period_end, created_at';

export type Subscription = Pick<
  Tables<'subscriptions'>,
  | 'id'
  | 'tier'
  | 'status'
  | 'amount_cents'
  | 'next_billing_date'
  | 'team_size'
  | 'cancel_at_period_end'
  | 'created_at'
>;

/** The member's newest active or expired subscription (one row), or null. */
export async function fetchSubscription(userId: string): Promise<Subscription | null> {
  const client = await loadSupabase();
  const data = unwrap(
    await client
      .from('subscriptions')
      .select(SUBSCRIPTION_COLUMNS)
      .eq('user_id', userId)
      .in('status', ['active', 'expired'])
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
  );
  return data;
}

export const subscriptionDetailQuery = (userId: string) =>
  queryOptions({
    queryKey: membershipKeys.subscription(userId),
    queryFn: () => fetchSubscription(userId),
  });

export function useSubscriptionDetailQuery(userId: string) {
  return useQuery(subscriptionDetailQuery(userId));
}
