import type { Pricing } from '../api/pricing-list-query';
import type { Subscription } from '../features/membership/api/subscription-detail-query';

/** The seeded prices (supabase/seed.sql), in the database's text order. */
export const PRICING_ROWS: Pricing[] = [
  {
    tier: 'Corporate',
    base_price_cents: 200000,
    price_per_additional_member_cents: 30000,
    team_size_min: 5,
  },
  {
    tier: 'Professional',
    base_price_cents: 50000,
    price_per_additional_member_cents: 0,
    team_size_min: 1,
  },
  {
    tier: 'Student',
    base_price_cents: 20000,
    price_per_additional_member_cents: 0,
    team_size_min: 1,
  },
];

const DAY = 24 * 60 * 60 * 1000;

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub-1',
    tier: 'Professional',
    status: 'active',
    amount_cents: 50000,
    next_billing_date: new Date(Date.now() + 200 * DAY).toISOString(),
    team_size: 1,
    cancel_at_period_end: false,
    created_at: '2026-01-10T10:00:00Z',
    ...overrides,
  };
}

export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
