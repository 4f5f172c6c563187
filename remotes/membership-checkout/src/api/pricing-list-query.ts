import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { byTierRank } from '../lib/tiers';
import { membershipKeys } from './keys';

const PRICING_COLUMNS = 'tier, base_price_cents, price_per_additional_member_cents, team_size_min';

export type Pricing = Pick<
  Tables<'membership_pricing'>,
  'tier' | 'base_price_cents' | 'price_per_additional_member_cents' | 'team_size_min'
>;

/** The active yearly prices (RLS shows everyone the active rows), in tier rank order. */
export async function fetchPricing(): Promise<Pricing[]> {
  const client = await loadSupabase();
  const data = unwrap(
    await client.from('membership_pricing').select(PRICING_COLUMNS).order('tier'),
  );
  return data.sort(byTierRank);
}

/**
 * Prices are read again whenever a page showing them opens (never served from the cache as
 * fresh): an admin's new price shows at once, as the order is charged from the database.
 */
export const pricingListQuery = () =>
  queryOptions({ queryKey: membershipKeys.pricing(), queryFn: fetchPricing, staleTime: 0 });

export function usePricingListQuery() {
  return useQuery(pricingListQuery());
}
