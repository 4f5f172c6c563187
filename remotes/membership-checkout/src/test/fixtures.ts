import type { Tables } from '@csan/shared-auth';
import { pricingRow, subscriptionRow } from '@csan/shared-auth/testing';

/** The seeded prices (supabase/seed.sql), in the database's text order. */
export const PRICING_ROWS: Tables<'membership_pricing'>[] = [
  pricingRow({
    tier: 'Corporate',
    base_price_cents: 200000,
    price_per_additional_member_cents: 30000,
    team_size_min: 5,
  }),
  pricingRow({ tier: 'Professional', base_price_cents: 50000 }),
  pricingRow({ tier: 'Student', base_price_cents: 20000 }),
];

const DAY = 24 * 60 * 60 * 1000;

/** The member's subscription row, renewing in 200 days unless overridden. */
export function subscription(
  overrides: Partial<Tables<'subscriptions'>> = {},
): Tables<'subscriptions'> {
  return subscriptionRow({
    next_billing_date: new Date(Date.now() + 200 * DAY).toISOString(),
    ...overrides,
  });
}

export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
