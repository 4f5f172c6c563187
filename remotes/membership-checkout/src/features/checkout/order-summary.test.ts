import { describe, expect, it } from 'vitest';
import type { Pricing } from '../../api/pricing-list-query';
import { discountBanner, minimumTeamSize, orderSummary } from './order-summary';

// The seeded prices (supabase/seed.sql).
const professional: Pricing = {
  tier: 'Professional',
  base_price_cents: 50000,
  price_per_additional_member_cents: 0,
  team_size_min: 1,
};
const corporate: Pricing = {
  tier: 'Corporate',
  base_price_cents: 200000,
  price_per_additional_member_cents: 30000,
  team_size_min: 5,
};

describe('orderSummary', () => {
  it('prices a Corporate team of 8 as base + 3 × per-extra member (GHS 2,900.00)', () => {
    const summary = orderSummary(corporate, 8, 0);
    expect(summary.extraMembers).toBe(3);
    expect(summary.extraMembersCents).toBe(90000);
    expect(summary.subtotalCents).toBe(290000);
    expect(summary.totalCents).toBe(290000);
  });

  it('charges no extra members at or below the minimum, and never for other tiers', () => {
    expect(orderSummary(corporate, 5, 0).subtotalCents).toBe(200000);
    expect(orderSummary(corporate, 3, 0).extraMembers).toBe(0);
    expect(
      orderSummary({ ...professional, price_per_additional_member_cents: 999 }, 8, 0),
    ).toMatchObject({ extraMembers: 0, subtotalCents: 50000 });
  });

  it('subtracts the discount and never goes below 0', () => {
    expect(orderSummary(professional, 1, 5000).totalCents).toBe(45000);
    const over = orderSummary(professional, 1, 80000);
    expect(over.totalCents).toBe(0);
    expect(over.discountCents).toBe(50000);
    expect(over.discountPercent).toBe(100);
  });

  it('keeps a validated discount fixed when the team size changes (no revalidation)', () => {
    const before = orderSummary(corporate, 5, 50000);
    const after = orderSummary(corporate, 8, 50000);
    expect(before.totalCents).toBe(150000);
    expect(after.totalCents).toBe(240000);
  });
});

describe('minimumTeamSize', () => {
  it('is the tier minimum, else 5', () => {
    expect(minimumTeamSize({ team_size_min: 7 })).toBe(7);
    expect(minimumTeamSize({ team_size_min: 0 })).toBe(5);
  });
});

describe('discountBanner', () => {
  it('shows FREE Membership at 100%', () => {
    expect(discountBanner(orderSummary(professional, 1, 50000), true)).toEqual({ kind: 'free' });
  });

  it('shows the N% message from 75% up to (not including) 100%', () => {
    expect(discountBanner(orderSummary(professional, 1, 37500), true)).toEqual({
      kind: 'high',
      percent: 75,
    });
    expect(discountBanner(orderSummary(professional, 1, 49900), true)).toEqual({
      kind: 'high',
      percent: 99,
    });
  });

  it('shows nothing below 75% or before a code is validated', () => {
    expect(discountBanner(orderSummary(professional, 1, 37000), true)).toBeNull();
    expect(discountBanner(orderSummary(professional, 1, 50000), false)).toBeNull();
  });
});
