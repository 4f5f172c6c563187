import type { Pricing } from '../../api/pricing-list-query';
import { FALLBACK_TEAM_SIZE_MIN } from '../../lib/tiers';

/**
 * The checkout's order summary. Display only: initialize-payment recomputes
 * the price from the database and never trusts these figures. Money in integer pesewas.
 */
export type OrderSummary = {
  baseCents: number;
  extraMembers: number;
  extraMemberCents: number;
  extraMembersCents: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** Discount as a share of the pre-discount price, 0-100 (unrounded). */
  discountPercent: number;
};

/** The smallest Corporate team: the tier's team_size_min, else 5. */
export function minimumTeamSize(pricing: Pick<Pricing, 'team_size_min'>): number {
  return pricing.team_size_min && pricing.team_size_min > 0
    ? pricing.team_size_min
    : FALLBACK_TEAM_SIZE_MIN;
}

export function orderSummary(
  pricing: Pricing,
  teamSize: number,
  discountCents: number,
): OrderSummary {
  const corporate = pricing.tier === 'Corporate';
  const extraMembers = corporate ? Math.max(0, teamSize - minimumTeamSize(pricing)) : 0;
  const extraMembersCents = extraMembers * pricing.price_per_additional_member_cents;
  const subtotalCents = pricing.base_price_cents + extraMembersCents;
  const discount = Math.max(0, Math.min(discountCents, subtotalCents));
  return {
    baseCents: pricing.base_price_cents,
    extraMembers,
    extraMemberCents: pricing.price_per_additional_member_cents,
    extraMembersCents,
    subtotalCents,
    discountCents: discount,
    totalCents: Math.max(0, subtotalCents - discountCents),
    discountPercent: subtotalCents > 0 ? (discount / subtotalCents) * 100 : 0,
  };
}

/** The high-discount notice from 75%; 100% is a free order. */
export const HIGH_DISCOUNT_PERCENT = 75;

export type DiscountBanner = { kind: 'free' } | { kind: 'high'; percent: number } | null;

/** Which banner the summary shows, only once a discount has been validated. */
export function discountBanner(summary: OrderSummary, discountApplied: boolean): DiscountBanner {
  if (!discountApplied || summary.discountCents <= 0) return null;
  if (summary.totalCents === 0) return { kind: 'free' };
  if (summary.discountPercent >= HIGH_DISCOUNT_PERCENT) {
    // Floor, so 99.6% never reads "100%" on an order that still costs money.
    return { kind: 'high', percent: Math.floor(summary.discountPercent) };
  }
  return null;
}
