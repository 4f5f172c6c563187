import { z } from 'zod';
import {
  type FunctionDeps,
  type Handler,
  loadEnv,
  paystackEnv,
  supabaseEnv,
} from '../_shared/env.ts';
import { allowMethods, HttpError, json, readJson, withHttp } from '../_shared/http.ts';
import { requireMember } from '../_shared/member.ts';
import { createPaystackClient, type VerifiedTransaction } from '../_shared/paystack.ts';
import { reasonOf } from '../_shared/reasons.ts';
import { type Settlement, settlePayment } from '../_shared/settlement.ts';
import { createServiceClient, createUserClient } from '../_shared/supabase.ts';

export const MESSAGES = {
  success: 'Payment successful! Your subscription is now active',
  notCompleted: 'Payment was not completed',
  // The provider refused it (the member pressed Decline, the bank said no): nothing was charged.
  declined: 'The payment was declined',
  mismatch: 'The amount paid does not match the order',
  // A mobile-money charge the member has not approved yet: check again in 10 s or more.
  pending: 'Waiting for you to approve the payment on your phone',
  // The network's approval window closed without an answer: nothing was charged.
  timedOut: 'The approval on your phone timed out',
  notFound: 'Payment not found',
  unreachable: 'Could not reach the payment provider. Please try again.',
} as const;

export const verifyPayload = z.object({
  reference: z
    .string({ error: 'Invalid payment reference' })
    .trim()
    .min(1, 'Invalid payment reference')
    .max(100, 'Invalid payment reference'),
});

/** `{ success, message, code }`: the English message for API clients, the code for the portal. */
function outcome(success: boolean, message: string): Response {
  return json({ success, message, ...reasonOf(message) });
}

/**
 * Verify statuses of a charge still in progress (Paystack: pending/ongoing/processing/queued,
 * the Charge API's send_otp/pay_offline): the member may still approve it on the phone.
 * `abandoned` is not among them: a card checkout left unpaid is "not completed".
 */
const IN_PROGRESS: ReadonlySet<string> = new Set([
  'pending',
  'ongoing',
  'processing',
  'queued',
  'send_otp',
  'pay_offline',
]);

/** The network's words for an approval that never came (Paystack's gateway_response). */
const TIMED_OUT = /timed?[\s-]?out|expired/i;

function answer(settlement: Settlement, verified?: VerifiedTransaction): Response {
  if (settlement === 'still_pending' && verified && IN_PROGRESS.has(verified.status))
    return outcome(false, MESSAGES.pending);
  if (settlement === 'failed' && TIMED_OUT.test(verified?.gateway_response ?? ''))
    return outcome(false, MESSAGES.timedOut);
  switch (settlement) {
    case 'activated':
    case 'already_active':
      return outcome(true, MESSAGES.success);
    case 'amount_mismatch':
      return outcome(false, MESSAGES.mismatch);
    case 'not_found':
      throw new HttpError(404, MESSAGES.notFound);
    case 'failed':
      return outcome(false, MESSAGES.declined);
    default:
      return outcome(false, MESSAGES.notCompleted);
  }
}

/**
 * POST { reference } (the member back from the provider) → asks Paystack,
 * activates only when it says success with the stored amount and currency →
 * `{ success, message, code }` (errors `{ error, code }`). A mobile-money charge still waiting
 * for the phone answers `payment_pending` (the page asks again after at least 10 s, as Paystack
 * advises) and one that timed out `payment_timed_out`; neither activates anything. Idempotent: the
 * webhook may have activated it already, which is still a success. Only the
 * member's own payments, at aal2 once they have a factor.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv({ ...supabaseEnv, ...paystackEnv }, deps.env);
  const service = createServiceClient(config, deps.fetch);
  const paystack = createPaystackClient(config, deps.fetch, MESSAGES.unreachable);

  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const asCaller = createUserClient(config, req, deps.fetch);
    await requireMember(asCaller, req);
    const { reference } = await readJson(req, verifyPayload);

    // RLS shows members only their own transactions: someone else's reference is "not found".
    const { data: own, error } = await asCaller
      .from('transactions')
      .select('status')
      .eq('reference', reference)
      .maybeSingle();
    if (error) throw new Error(`reading the transaction failed: ${error.message}`);
    if (!own) throw new HttpError(404, MESSAGES.notFound);
    if (own.status === 'success') return answer('already_active');

    const verified = await paystack.verify(reference);
    if (verified.reference !== reference) throw new HttpError(502, MESSAGES.unreachable);
    return answer(await settlePayment(service, verified), verified);
  }, reasonOf);
}
