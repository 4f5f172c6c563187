import type { Pricing } from '../../api/pricing-list-query';
import { FALLBACK_TEAM_SIZE_MIN } from '../../lib/tiers';
import type { OrderQuote } from './api/order-quote-query';

/**
 * The checkout's order summary: the server's quote (quote-order) as the page shows it. Nothing
 * here prices anything; the page holds the code and asks the server again whenever an input
 * changes, and initialize-payment charges only this total. Money in integer pesewas.
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

export function summaryOf(quote: OrderQuote): OrderSummary {
  return {
    baseCents: quote.baseCents,
    extraMembers: quote.extraMembers,
    extraMemberCents: quote.extraMemberCents,
    extraMembersCents: quote.extraMembersCents,
    subtotalCents: quote.subtotalCents,
    discountCents: quote.discountCents,
    totalCents: quote.totalCents,
    discountPercent:
      quote.subtotalCents > 0 ? (quote.discountCents / quote.subtotalCents) * 100 : 0,
  };
}

/** The high-discount notice from 75%; 100% is a free order. */
export const HIGH_DISCOUNT_PERCENT = 75;

export type DiscountBanner = { kind: 'free' } | { kind: 'high'; percent: number } | null;

/** Which banner the summary shows, only for a code the server applied. */
export function discountBanner(summary: OrderSummary, discountApplied: boolean): DiscountBanner {
  if (!discountApplied || summary.discountCents <= 0) return null;
  if (summary.totalCents === 0) return { kind: 'free' };
  if (summary.discountPercent >= HIGH_DISCOUNT_PERCENT) {
    // Floor, so 99.6% never reads "100%" on an order that still costs money.
    return { kind: 'high', percent: Math.floor(summary.discountPercent) };
  }
  return null;
}
