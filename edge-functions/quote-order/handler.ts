import { z } from 'zod';
import { countDiscountCodeCheck } from '../_shared/discount-check.ts';
import { type FunctionDeps, type Handler, loadEnv, supabaseEnv } from '../_shared/env.ts';
import { allowMethods, HttpError, json, readJson, withHttp } from '../_shared/http.ts';
import { requireMember } from '../_shared/member.ts';
import { orderInput } from '../_shared/order-input.ts';
import { reasonOf } from '../_shared/reasons.ts';
import { createServiceClient, createUserClient } from '../_shared/supabase.ts';

const cents = z.coerce.number().int();

/** quote_order's answer (SQL: supabase/migrations/*_order_quote_and_seats.sql). */
const quote = z.object({
  tier: z.string(),
  team_size: cents,
  base_price_cents: cents,
  extra_members: cents,
  extra_member_cents: cents,
  extra_members_cents: cents,
  subtotal_cents: cents,
  discount_code: z.string().nullable(),
  discount: z.object({ valid: z.boolean(), message: z.string(), amount_cents: cents }).nullable(),
  discount_amount_cents: cents,
  total_cents: cents,
  free_order: z.boolean(),
  seats_used: cents,
  refusal: z.string().nullable(),
});

/**
 * POST { tier, teamSize, discountCode } (a signed-in member, aal2 once they have a factor) →
 * the one price of that order, from the database (quote_order): `{ tier, team_size,
 * base_price_cents, extra_members, extra_member_cents, extra_members_cents, subtotal_cents,
 * discount_code, discount: { valid, message, code, params?, amount_cents } | null,
 * discount_amount_cents, total_cents, free_order, seats_used, refusal: { message, code,
 * params? } | null }`. The checkout shows exactly this and asks again whenever an input
 * changes; initialize-payment charges it only when the buyer confirms this `total_cents`.
 * A code that does not apply is a verdict (priced without it), an order that cannot be placed
 * (seats) a `refusal`; only malformed input is an error (`{ error, code }`, 400; admins 403).
 * A quote naming a code counts as a code check (per member and address, 429 beyond the limit).
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(supabaseEnv, deps.env);
  const service = createServiceClient(config, deps.fetch);

  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const caller = await requireMember(createUserClient(config, req, deps.fetch), req);
    const input = await readJson(req, orderInput);
    // A quote naming a code tells whether it exists: counted like validate-discount-code's checks.
    if (input.discountCode) await countDiscountCodeCheck(service, caller.id, req);
    const { data, error } = await service.rpc('quote_order', {
      member_id: caller.id,
      tier: input.tier,
      team_size: input.teamSize,
      code: input.discountCode ?? null,
    });
    if (error?.code === '42501') throw new HttpError(403, error.message);
    if (error?.code === '22023') throw new HttpError(400, error.message);
    if (error) throw new Error(`quote_order failed: ${error.message}`);
    const { discount, refusal, ...price } = quote.parse(data);
    return json({
      ...price,
      discount: discount && { ...discount, ...reasonOf(discount.message) },
      refusal: refusal && { message: refusal, ...reasonOf(refusal) },
    });
  }, reasonOf);
}
