import { z } from 'zod';
import { supabaseClient } from '../lib/client';
import { byTierRank } from '../lib/tiers';

export const pricingRow = z.object({
  tier: z.string(),
  base_price_cents: z.number().int(),
  price_per_additional_member_cents: z.number().int(),
  team_size_min: z.number().int().nullable(),
});

export type Pricing = z.infer<typeof pricingRow>;

/** The active yearly prices (RLS shows everyone the active rows), in tier rank order. */
export async function fetchPricing(): Promise<Pricing[]> {
  const client = await supabaseClient();
  const { data, error } = await client
    .from('membership_pricing')
    .select('tier, base_price_cents, price_per_additional_member_cents, team_size_min')
    .order('tier');
  if (error) throw new Error(error.message);
  return z.array(pricingRow).parse(data).sort(byTierRank);
}
