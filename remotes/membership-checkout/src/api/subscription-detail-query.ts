import type { Tables } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabaseClient } from '../lib/client';
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
  const client = await supabaseClient();
  const { data, error } = await client
    .from('subscriptions')
    .select(SUBSCRIPTION_COLUMNS)
    .eq('user_id', userId)
    .in('status', ['active', 'expired'])
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw new Error(error.message);
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
