import { z } from 'zod';
import { countDiscountCodeCheck } from '../_shared/discount-check.ts';
import { type FunctionDeps, type Handler, loadEnv, supabaseEnv } from '../_shared/env.ts';
import { allowMethods, json, readJson, withHttp } from '../_shared/http.ts';
import { requireMember } from '../_shared/member.ts';
import { tierField } from '../_shared/order-input.ts';
import { reasonOf } from '../_shared/reasons.ts';
import { createServiceClient, createUserClient } from '../_shared/supabase.ts';

export const validatePayload = z.object({
  code: z
    .string({ error: 'Enter a discount code' })
    .trim()
    .min(1, 'Enter a discount code')
    .max(50, 'Invalid discount code'),
  tier: tierField,
  amountCents: z
    .number({ error: 'Amount must be a whole number of pesewas' })
    .int('Amount must be a whole number of pesewas')
    .min(0, 'Amount must be a whole number of pesewas'),
});

const validation = z.object({
  valid: z.boolean(),
  message: z.string(),
  discount_amount_cents: z.coerce.number().int(),
});

/**
 * POST { code, tier, amountCents } → { valid, message, code, params?, discount_amount_cents }.
 * A refusal is a normal 200 answer (valid false + why); the rules live in SQL
 * (validate_member_discount_code: validate_discount_code, then the caller's per-member limit).
 * `code` (+ `params`) lets the portal show the message
 * in the member's language (_shared/reasons.ts); errors are `{ error, code }`.
 * Signed-in members only (aal2 once they have a factor): checkout is for them, and it keeps
 * codes from being probed anonymously.
 * The answer is advisory: initialize-payment re-checks and prices the order.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(supabaseEnv, deps.env);
  const service = createServiceClient(config, deps.fetch);
  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const caller = await requireMember(createUserClient(config, req, deps.fetch), req);
    const input = await readJson(req, validatePayload);
    // Counted per member and per address before any code is looked at (guessing is limited).
    await countDiscountCodeCheck(service, caller.id, req);
    const { data, error } = await service.rpc('validate_member_discount_code', {
      code: input.code,
      tier: input.tier,
      amount_cents: input.amountCents,
      member_id: caller.id,
    });
    if (error) throw new Error(`validate_member_discount_code failed: ${error.message}`);
    const result = validation.parse(data);
    return json({
      valid: result.valid,
      message: result.message,
      ...reasonOf(result.message),
      discount_amount_cents: result.valid ? result.discount_amount_cents : 0,
    });
  }, reasonOf);
}
