import { invokeFunction } from '@csan/shared-auth';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { membershipKeys } from '../../../api/keys';
import { reasonFromBody, type ServerReason } from '../../../lib/server-reason';

/** What is being priced: the page holds these three, never an amount. */
export type OrderInput = { tier: string; teamSize: number; discountCode: string | null };

/** The server's price of an order (quote-order); money in integer pesewas. */
export type OrderQuote = {
  tier: string;
  teamSize: number;
  baseCents: number;
  extraMembers: number;
  extraMemberCents: number;
  extraMembersCents: number;
  subtotalCents: number;
  /** The code as the server read it (trimmed, upper-cased), null without one. */
  discountCode: string | null;
  /** The code's verdict for this order and member; null without a code. */
  discount: { valid: boolean; reason: ServerReason | null } | null;
  discountCents: number;
  totalCents: number;
  free: boolean;
  /** Why this order cannot be placed (seats the buyer's teams use), else null. */
  refusal: ServerReason | null;
};

const cents = z.number().int().min(0);
const reasonBody = z.object({ message: z.string() }).passthrough();
const answer = z.object({
  tier: z.string(),
  team_size: cents,
  base_price_cents: cents,
  extra_members: cents,
  extra_member_cents: cents,
  extra_members_cents: cents,
  subtotal_cents: cents,
  discount_code: z.string().nullable(),
  discount: reasonBody.extend({ valid: z.boolean() }).nullable(),
  discount_amount_cents: cents,
  total_cents: cents,
  free_order: z.boolean(),
  refusal: reasonBody.nullable(),
});

export function toOrderQuote(data: unknown): OrderQuote {
  const q = answer.parse(data);
  return {
    tier: q.tier,
    teamSize: q.team_size,
    baseCents: q.base_price_cents,
    extraMembers: q.extra_members,
    extraMemberCents: q.extra_member_cents,
    extraMembersCents: q.extra_members_cents,
    subtotalCents: q.subtotal_cents,
    discountCode: q.discount_code,
    discount: q.discount && { valid: q.discount.valid, reason: reasonFromBody(q.discount) },
    discountCents: q.discount_amount_cents,
    totalCents: q.total_cents,
    free: q.free_order,
    refusal: q.refusal && reasonFromBody(q.refusal),
  };
}

/**
 * quote-order { tier, teamSize, discountCode } → the one price the page shows. Asked again for
 * every new set of inputs (the key holds all three) and whenever the page opens (staleTime 0:
 * a price or code changed by an admin shows at once); initialize-payment charges it only when
 * the buyer confirms this total. A failure throws a DataError with the server's code.
 */
export const orderQuoteQuery = (userId: string, input: OrderInput) =>
  queryOptions({
    queryKey: membershipKeys.quote(userId, input.tier, input.teamSize, input.discountCode),
    queryFn: ({ signal }) =>
      invokeFunction('quote-order', { body: input, signal, parse: toOrderQuote }),
    staleTime: 0,
    // The last price stays on screen (marked as updating) while the next one is asked for.
    placeholderData: keepPreviousData,
  });

export function useOrderQuoteQuery(userId: string, input: OrderInput) {
  return useQuery(orderQuoteQuery(userId, input));
}
