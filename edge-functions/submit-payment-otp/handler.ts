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
import { chargeStep } from '../_shared/mobile-money.ts';
import { createPaystackClient } from '../_shared/paystack.ts';
import { reasonOf } from '../_shared/reasons.ts';
import { createUserClient } from '../_shared/supabase.ts';

export const MESSAGES = {
  notFound: 'Payment not found',
  invalidOtp: 'The code was not accepted. Check it and try again.',
  unreachable: 'Could not reach the payment provider. Please try again.',
} as const;

export const otpPayload = z.object({
  reference: z
    .string({ error: 'Invalid payment reference' })
    .trim()
    .min(1, 'Invalid payment reference')
    .max(100, 'Invalid payment reference'),
  otp: z
    .string({ error: MESSAGES.invalidOtp })
    .trim()
    .regex(/^\d{4,8}$/, MESSAGES.invalidOtp),
});

/**
 * POST { reference, otp } (the member whose mobile-money charge the network asked an OTP for)
 * → Paystack's submit_otp → `{ step }` (pending: now approve on the phone; failed; success).
 * Only the member's own pending payment (RLS reads it); a refused code is a 400 with its code
 * (payment_otp_invalid) and the charge keeps waiting for one. Nothing is settled here: the
 * webhook and verify-payment settle (_shared/settlement.ts).
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv({ ...supabaseEnv, ...paystackEnv }, deps.env);
  const paystack = createPaystackClient(config, deps.fetch, MESSAGES.unreachable);

  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const asCaller = createUserClient(config, req, deps.fetch);
    await requireMember(asCaller, req);
    const { reference, otp } = await readJson(req, otpPayload);

    // RLS shows members only their own transactions: someone else's reference is "not found".
    const { data: own, error } = await asCaller
      .from('transactions')
      .select('status')
      .eq('reference', reference)
      .maybeSingle();
    if (error) throw new Error(`reading the transaction failed: ${error.message}`);
    if (own?.status !== 'pending') throw new HttpError(404, MESSAGES.notFound);

    const charged = await paystack.submitOtp(reference, otp);
    if (charged.reference !== reference) throw new HttpError(502, MESSAGES.unreachable);
    return json({ step: chargeStep(charged.status) });
  }, reasonOf);
}
