import type { TablesUpdate } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';

export type PricingChange = {
  id: string;
  base_price_cents: number;
  price_per_additional_member_cents: number;
  is_active: boolean;
};

/**
 * Saves one tier's price (admins at aal2: RLS, audited by the database). Only these three
 * columns can be written. RLS filters rather than refuses, so no row back means nothing saved.
 */
export async function updatePricing({ id, ...columns }: PricingChange): Promise<void> {
  const client = await loadSupabase();
  const patch: TablesUpdate<'membership_pricing'> = columns;
  const data = unwrap(
    await client.from('membership_pricing').update(patch).eq('id', id).select('id'),
  );
  if (data.length === 0) throw new Error('pricing not updated');
}

/** Saves, then reads the prices again. */
export function usePricingUpdateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePricing,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.pricing() }),
  });
}
