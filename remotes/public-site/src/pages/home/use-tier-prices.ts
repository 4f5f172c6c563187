import { readPublic } from '@csan/shared-auth';
import { useEffect, useState } from 'react';

/** The yearly price of each tier (pesewas), by tier name as membership_pricing spells it. */
export type TierPrices =
  | { status: 'loading' }
  | { status: 'ready'; cents: Readonly<Record<string, number>> }
  | { status: 'error' };

type PriceRow = { tier: string; base_price_cents: number };

/** The anonymous read (RLS shows everyone the active rows), as the membership page reads it. */
export const PRICES_QUERY = 'membership_pricing?select=tier,base_price_cents';

/**
 * The current prices from membership_pricing, read when the page renders in the browser — never
 * at prerender time, so the prerendered HTML holds no price that an admin's change would make
 * stale (issue 26). A plain PostgREST read (readPublic), so `/` does not load supabase-js.
 */
export function useTierPrices(): TierPrices {
  const [prices, setPrices] = useState<TierPrices>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    readPublic<PriceRow>(PRICES_QUERY, { signal: controller.signal }).then(
      (rows) =>
        setPrices({
          status: 'ready',
          cents: Object.fromEntries(rows.map((row) => [row.tier, row.base_price_cents])),
        }),
      () => {
        if (!controller.signal.aborted) setPrices({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);
  return prices;
}
