import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { VerifiedTransaction } from './paystack.ts';

/**
 * What became of a payment once the provider answered. Activation and failure
 * happen in SQL (activate_subscription / fail_payment, row-locked), so
 * verify-payment and the webhook may both report the same payment: it is
 * activated once, the later caller sees `already_active`.
 */
export type Settlement =
  | 'activated'
  | 'already_active'
  | 'amount_mismatch'
  | 'not_pending'
  | 'not_found'
  | 'failed'
  | 'still_pending';

const activation = z.object({
  status: z.enum(['activated', 'already_active', 'amount_mismatch', 'not_pending', 'not_found']),
  /** Paid after the order was abandoned (SQL still activates it: the member paid). */
  late: z.boolean().optional(),
  /** A late payment whose discount code had no uses left by then (recorded in the audit log). */
  discount_over_limit: z.boolean().optional(),
  /** A late payment that took the member over the code's per-member limit (also audited). */
  discount_member_over_limit: z.boolean().optional(),
});
const failure = z.object({ status: z.string() });

async function rpc<T>(
  client: SupabaseClient,
  fn: 'activate_subscription' | 'fail_payment',
  args: Record<string, unknown>,
  schema: z.ZodType<T>,
): Promise<T> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new Error(`${fn} failed: ${error.message}`);
  return schema.parse(data);
}

/**
 * Stores how a successful payment was made (card / mobile money: public.record_payment_channel),
 * so the membership page tells mobile-money payers that renewal is by reminder. The payment is
 * settled either way: a failure here is logged, never the member's problem.
 */
async function recordChannel(service: SupabaseClient, trx: VerifiedTransaction): Promise<void> {
  if (trx.channel !== 'card' && trx.channel !== 'mobile_money') return;
  const { error } = await service.rpc('record_payment_channel', {
    p_reference: trx.reference,
    p_channel: trx.channel,
  });
  if (error) console.error(`payment ${trx.reference}: channel not recorded: ${error.message}`);
}

/** Applies the provider's verdict on `trx` through the service-role client. */
export async function settlePayment(
  service: SupabaseClient,
  trx: VerifiedTransaction,
): Promise<Settlement> {
  if (trx.status === 'success') {
    const { status, late, discount_over_limit, discount_member_over_limit } = await rpc(
      service,
      'activate_subscription',
      { reference: trx.reference, paid_amount_cents: trx.amount, currency: trx.currency },
      activation,
    );
    if (status === 'amount_mismatch' || status === 'not_pending') {
      // Paid, but not what the order said, or for an order that failed: needs a human.
      console.error(`payment ${trx.reference}: provider says success, order ${status}`);
    }
    if (late && discount_over_limit) {
      // Activated (the member paid); the code is now used once more than its limit.
      console.warn(
        `payment ${trx.reference}: paid after abandonment, discount code over its limit`,
      );
    }
    if (late && discount_member_over_limit) {
      // Activated as well; the audit log names the member, the code and the count.
      console.warn(
        `payment ${trx.reference}: paid after abandonment, over the code's per-member limit`,
      );
    }
    if (status === 'activated' || status === 'already_active') await recordChannel(service, trx);
    return status;
  }
  if (trx.status === 'failed' || trx.status === 'reversed') {
    const { status } = await rpc(
      service,
      'fail_payment',
      { reference: trx.reference, outcome: 'failed' },
      failure,
    );
    return status === 'not_found' ? 'not_found' : 'failed';
  }
  // abandoned / ongoing / pending / processing / queued: the member may still pay on the
  // provider's page, so nothing is closed here (stale orders are abandoned after a day).
  return 'still_pending';
}
