import { z } from 'zod';
import {
  type FunctionDeps,
  type Handler,
  loadEnv,
  paystackEnv,
  siteEnv,
  supabaseEnv,
} from '../_shared/env.ts';
import { allowMethods, HttpError, json, readJson, withHttp } from '../_shared/http.ts';
import { requireMember } from '../_shared/member.ts';
import { chargeStep, mobileMoneyInput } from '../_shared/mobile-money.ts';
import { orderInput } from '../_shared/order-input.ts';
import { createPaystackClient } from '../_shared/paystack.ts';
import { type ReasonCode, reasonOf } from '../_shared/reasons.ts';
import { createServiceClient, createUserClient } from '../_shared/supabase.ts';

export const FAILED_TO_INITIALIZE = 'Failed to initialize payment';
export const CONFIRM_TOTAL_MESSAGE = 'Confirm the total you are paying';

/** The order's inputs (as quote-order takes them) and the total the buyer saw and confirmed. */
export const initializePayload = orderInput.extend({
  expectedTotalCents: z
    .number({ error: CONFIRM_TOTAL_MESSAGE })
    .int(CONFIRM_TOTAL_MESSAGE)
    .min(0, CONFIRM_TOTAL_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, CONFIRM_TOTAL_MESSAGE),
  /** Pay from this mobile-money wallet (Charge API) instead of the provider's card page. */
  mobileMoney: mobileMoneyInput.optional(),
});

/** Refusals about the state of things (the price moved, the teams hold more seats): 409. */
const CONFLICTS: ReadonlySet<ReasonCode> = new Set([
  'total_changed',
  'team_size_below_seats',
  'tier_below_seats',
]);

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
 * POST { tier, teamSize, discountCode, expectedTotalCents } (a signed-in member, aal2 once they
 * have a factor) → the order priced in SQL (create_order: price, discount use reserved, pending
 * subscription + transaction) → `{ free_order: true, subscription_id }` when the total is 0
 * (already active), else Paystack's hosted page for exactly that total: `{ free_order: false,
 * authorization_url, reference }`. `expectedTotalCents` is the total the buyer was shown
 * (quote-order) and confirmed: when the server's total differs the order is refused (409
 * `total_changed`, with the new total) and nothing is reserved, so the provider is never asked
 * for an amount the page did not show. With `mobileMoney: { provider, phone }` the same order is
 * charged to that wallet instead (Paystack's Charge API): `{ channel: 'mobile_money', reference,
 * step }`, step being send_otp (submit-payment-otp), pending (approve on the phone), success or
 * failed. Any other amount in the body is ignored. Refusals are
 * `{ error, code, params? }` (codes in _shared/reasons.ts) so the portal can translate them.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv({ ...supabaseEnv, ...siteEnv, ...paystackEnv }, deps.env);
  const service = createServiceClient(config, deps.fetch);
  const paystack = createPaystackClient(config, deps.fetch, FAILED_TO_INITIALIZE);
  const callbackUrl = `${config.SITE_URL.replace(/\/$/, '')}/payment-callback`;

  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const caller = await requireMember(createUserClient(config, req, deps.fetch), req);
    const input = await readJson(req, initializePayload);

    const { data, error } = await service.rpc('create_order', {
      user_id: caller.id,
      tier: input.tier,
      team_size: input.teamSize,
      discount_code: input.discountCode ?? null,
      reference: newReference(),
      confirmed_total_cents: input.expectedTotalCents,
    });
    // 42501: an admin (free access); 22023: the order itself is refused, with a reason to show.
    if (error?.code === '42501') throw new HttpError(403, error.message);
    if (error?.code === '22023') {
      const code = reasonOf(error.message)?.code;
      throw new HttpError(code && CONFLICTS.has(code) ? 409 : 400, error.message);
    }
    if (error) throw new Error(`create_order failed: ${error.message}`);
    const placed = order.parse(data);

    if (placed.free_order)
      return json({ free_order: true, subscription_id: placed.subscription_id });

    if (!caller.email) throw new HttpError(400, 'Your account needs an e-mail address to pay');
    const metadata = {
      subscription_id: placed.subscription_id,
      user_id: caller.id,
      tier: placed.tier,
      team_size: placed.team_size,
    };
    try {
      if (input.mobileMoney) {
        // The same order and amount; the member approves it on the phone (or types the
        // network's OTP first). Only a success settles it, through verify-payment or the webhook.
        const charged = await paystack.charge({
          email: caller.email,
          amount: placed.amount_cents,
          currency: 'GHS',
          reference: placed.reference,
          metadata: { ...metadata, channel: 'mobile_money' },
          mobile_money: input.mobileMoney,
        });
        return json({
          free_order: false,
          channel: 'mobile_money',
          reference: placed.reference,
          step: chargeStep(charged.status),
          tier: placed.tier,
          team_size: placed.team_size,
        });
      }
      const started = await paystack.initialize({
        email: caller.email,
        amount: placed.amount_cents,
        currency: 'GHS',
        reference: placed.reference,
        callback_url: callbackFor(callbackUrl, placed.tier, placed.team_size),
        metadata,
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
