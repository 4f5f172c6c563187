import { loadSupabase, type Tables, tierRank, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';

export type TierPricing = Pick<
  Tables<'membership_pricing'>,
  | 'id'
  | 'tier'
  | 'billing_period'
  | 'base_price_cents'
  | 'price_per_additional_member_cents'
  | 'team_size_min'
  | 'is_active'
>;

/** Every tier's price, inactive ones included (admins read all rows), in tier rank order. */
export async function fetchTierPricing(): Promise<TierPricing[]> {
  const client = await loadSupabase();
  const data = unwrap(
    await client
      .from('membership_pricing')
      .select(
        'id, tier, billing_period, base_price_cents, price_per_additional_member_cents, team_size_min, is_active',
      )
      .order('tier'),
  );
  return [...data].sort((a, b) => tierRank(a.tier) - tierRank(b.tier));
}

export const pricingListQuery = () =>
  queryOptions({ queryKey: adminKeys.pricing(), queryFn: fetchTierPricing });

export function usePricingListQuery() {
  return useQuery(pricingListQuery());
}
