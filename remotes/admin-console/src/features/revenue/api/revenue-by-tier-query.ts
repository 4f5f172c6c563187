import type { Database } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';

/** One tier's active subscriptions and their annual sum (every tier, in rank order). */
export type TierRevenue =
  Database['public']['Functions']['admin_revenue_by_tier']['Returns'][number];

/** Revenue by Tier: admin_revenue_by_tier (admins only), Student → Corporate. */
export async function fetchRevenueByTier(): Promise<TierRevenue[]> {
  const client = await loadSupabase();
  const data = unwrap(await client.rpc('admin_revenue_by_tier'));
  return data ?? [];
}

export const revenueByTierQuery = () =>
  queryOptions({ queryKey: adminKeys.revenueByTier(), queryFn: fetchRevenueByTier });

export function useRevenueByTierQuery() {
  return useQuery(revenueByTierQuery());
}
