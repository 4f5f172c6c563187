import { z } from 'zod';
import { requireCaller } from '../_shared/caller.ts';
import {
  type FunctionDeps,
  type Handler,
  loadEnv,
  paystackEnv,
  siteEnv,
  supabaseEnv,
} from '../_shared/env.ts';
import { allowMethods, HttpError, json, readJson, withHttp } from '../_shared/http.ts';
import { tierField } from '../_shared/order-input.ts';
import { createPaystackClient } from '../_shared/paystack.ts';
import { reasonOf } from '../_shared/reasons.ts';
import { createServiceClient } from '../_shared/supabase.ts';

export const FAILED_TO_INITIALIZE = 'Failed to initialize payment';

export const initializePayload = z.object({
  tier: tierField,
  teamSize: z
    .number({ error: 'Team size must be a whole number' })
    .int('Team size must be a whole number')
    .min(1, 'Team size must be a whole number')
    .max(100_000, 'Team size is too large')
    .default(1),
  discountCode: z.string().trim().max(50, 'Invalid discount code').nullish(),
});

const order = z.object({
  subscription_id: z.string(),
  reference: z.string(),
  amount_cents: z.coerce.number().int(),
  free_order: z.boolean(),
  tier: z.string(),
  team_size: z.coerce.number().int(),
});

/** A reference Paystack accepts (alphanumerics, - . =) and nobody can guess. */
/**
 * Where the provider sends the member back: the result page, naming the order's tier and team
 * size, so a declined payment can offer the same checkout again (the provider adds `trxref`
 * and `reference` to this query).
 */
function callbackFor(base: string, tier: string, teamSize: number): string {
  const url = new URL(base);
  url.searchParams.set('tier', tier);
  url.searchParams.set('team', String(teamSize));
  return url.href;
}

function newReference(): string {
  return `csan-${crypto.randomUUID()}`;
}

/**
 * POST { tier, teamSize, discountCode } (signed-in member) → the order priced in
 * SQL (create_order: price, discount use reserved, pending subscription +
 * transaction) → `{ free_order: true, subscription_id }` when the total is 0
 * (already active), else Paystack's hosted page: `{ free_order: false,
 * authorization_url, reference }`. Any amount in the body is ignored. Refusals
 * are `{ error, code, params? }` (codes in _shared/reasons.ts) so the portal can
 * translate them.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv({ ...supabaseEnv, ...siteEnv, ...paystackEnv }, deps.env);
  const service = createServiceClient(config, deps.fetch);
  const paystack = createPaystackClient(config, deps.fetch, FAILED_TO_INITIALIZE);
  const callbackUrl = `${config.SITE_URL.replace(/\/$/, '')}/payment-callback`;

  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const caller = await requireCaller(service, req);
    const input = await readJson(req, initializePayload);

    const { data, error } = await service.rpc('create_order', {
      user_id: caller.id,
      tier: input.tier,
      team_size: input.teamSize,
      discount_code: input.discountCode ?? null,
      reference: newReference(),
    });
    // 42501: an admin (free access); 22023: the order itself is refused, with a reason to show.
    if (error?.code === '42501') throw new HttpError(403, error.message);
    if (error?.code === '22023') throw new HttpError(400, error.message);
    if (error) throw new Error(`create_order failed: ${error.message}`);
    const placed = order.parse(data);

    if (placed.free_order)
      return json({ free_order: true, subscription_id: placed.subscription_id });

    if (!caller.email) throw new HttpError(400, 'Your account needs an e-mail address to pay');
    try {
      const started = await paystack.initialize({
        email: caller.email,
        amount: placed.amount_cents,
        currency: 'GHS',
        reference: placed.reference,
        callback_url: callbackFor(callbackUrl, placed.tier, placed.team_size),
        metadata: {
          subscription_id: placed.subscription_id,
          user_id: caller.id,
          tier: placed.tier,
          team_size: placed.team_size,
        },
      });
      return json({
        free_order: false,
        authorization_url: started.authorization_url,
        reference: placed.reference,
      });
    } catch (failure) {
      // The order never reached the provider: close it and give the discount use back.
      const { error: closeError } = await service.rpc('fail_payment', {
        reference: placed.reference,
        outcome: 'failed',
      });
      if (closeError) console.error('fail_payment after a refused initialize:', closeError.message);
      throw failure;
    }
  }, reasonOf);
}
