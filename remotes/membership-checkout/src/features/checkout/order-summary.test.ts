import { describe, expect, it } from 'vitest';
import type { OrderQuote } from './api/order-quote-query';
import { discountBanner, minimumTeamSize, summaryOf } from './order-summary';

/** A Professional quote (GHS 500) with `discountCents` off, as the server gives it. */
function professional(discountCents: number): OrderQuote {
  const total = Math.max(0, 50000 - discountCents);
  return {
    tier: 'Professional',
    teamSize: 1,
    baseCents: 50000,
    extraMembers: 0,
    extraMemberCents: 0,
    extraMembersCents: 0,
    subtotalCents: 50000,
    discountCode: discountCents > 0 ? 'CODE' : null,
    discount: discountCents > 0 ? { valid: true, reason: null } : null,
    discountCents,
    totalCents: total,
    free: total === 0,
    refusal: null,
  };
}

describe('summaryOf', () => {
  it("shows the server's figures as they are (nothing recomputed)", () => {
    const quote: OrderQuote = {
      ...professional(0),
      tier: 'Corporate',
      teamSize: 8,
      baseCents: 200000,
      extraMembers: 3,
      extraMemberCents: 30000,
      extraMembersCents: 90000,
      subtotalCents: 290000,
      discountCents: 29000,
      totalCents: 261000,
    };
    expect(summaryOf(quote)).toEqual({
      baseCents: 200000,
      extraMembers: 3,
      extraMemberCents: 30000,
      extraMembersCents: 90000,
      subtotalCents: 290000,
      discountCents: 29000,
      totalCents: 261000,
      discountPercent: 10,
    });
  });

  it('a free subtotal has no discount share', () => {
    expect(summaryOf({ ...professional(0), subtotalCents: 0 }).discountPercent).toBe(0);
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
    expect(discountBanner(summaryOf(professional(50000)), true)).toEqual({ kind: 'free' });
  });

  it('shows the N% message from 75% up to (not including) 100%', () => {
    expect(discountBanner(summaryOf(professional(37500)), true)).toEqual({
      kind: 'high',
      percent: 75,
    });
    expect(discountBanner(summaryOf(professional(49900)), true)).toEqual({
      kind: 'high',
      percent: 99,
    });
  });

  it('shows nothing below 75% or without an applied code', () => {
    expect(discountBanner(summaryOf(professional(37000)), true)).toBeNull();
    expect(discountBanner(summaryOf(professional(50000)), false)).toBeNull();
  });
});
