import { describe, expect, it } from 'vitest';
import {
  eventually,
  invoke,
  newMember,
  placeOrder,
  postWebhook,
  settleAtProvider,
  usePaymentsStack,
} from './payments-support.js';

/**
 * Late payments through the functions and the local provider: an order is
 * abandoned (by the member's next order, or by the expiry job after a day)
 * while its provider page is still open, and the member pays it anyway.
 * The money arrived, so it activates (migration *_payment_orders.sql, activate_subscription).
 */
const { stack, sql, timesUsed, tierOf, transactionStatus } = usePaymentsStack();

describe('a payment for an order already abandoned', () => {
  it('paid after the member started another checkout: verify-payment activates it and counts the code again', async () => {
    const { supabase, id } = await newMember(stack());
    await sql(
      `insert into discount_codes (code, discount_type, discount_value, max_uses) values ('LATEPAY', 'percentage', 10, 5)`,
    );
    const first = await placeOrder(supabase, {
      tier: 'Professional',
      teamSize: 1,
      discountCode: 'LATEPAY',
    });
    const reference = String(first.body.reference);
    expect(await timesUsed('LATEPAY')).toBe(1);
    // A second checkout (another tab) abandons the first order and gives its code use back.
    await placeOrder(supabase, {
      tier: 'Student',
      teamSize: 1,
      discountCode: null,
    });
    expect(await transactionStatus(reference)).toBe('abandoned');
    expect(await timesUsed('LATEPAY')).toBe(0);

    await settleAtProvider(String(first.body.authorization_url), 'pay');
    const verified = await invoke(supabase, 'verify-payment', { reference });
    expect(verified).toMatchObject({ status: 200, body: { success: true } });
    // The provider's webhook arrives too and finds it active already.
    await eventually(async () => (await transactionStatus(reference)) === 'success');
    expect(await tierOf(id)).toBe('Professional');
    expect(await timesUsed('LATEPAY')).toBe(1);
    const late = await sql(
      `select action_details ->> 'discount_over_limit' as over from audit_logs
        where action_type = 'payment_activated_late' and action_details ->> 'reference' = $1`,
      [reference],
    );
    expect(late).toEqual([{ over: 'false' }]);
  });

  it('abandoned by the expiry job after a day: the webhook alone still activates it', async () => {
    const { supabase, id } = await newMember(stack());
    const started = await placeOrder(supabase, {
      tier: 'Student',
      teamSize: 1,
      discountCode: null,
    });
    const reference = String(started.body.reference);
    await sql(
      `update transactions set created_at = now() - interval '2 days' where reference = $1`,
      [reference],
    );
    await sql('select public.expire_pending_payments()');
    expect(await transactionStatus(reference)).toBe('abandoned');

    await settleAtProvider(String(started.body.authorization_url), 'pay');
    await eventually(async () => (await tierOf(id)) === 'Student');
    expect(await transactionStatus(reference)).toBe('success');
  });

  it('a success for another amount is still refused, and the order is failed for good', async () => {
    const { supabase, id } = await newMember(stack());
    const started = await placeOrder(supabase, {
      tier: 'Student',
      teamSize: 1,
      discountCode: null,
    });
    const reference = String(started.body.reference);
    await placeOrder(supabase, {
      tier: 'Student',
      teamSize: 1,
      discountCode: null,
    });
    expect(await transactionStatus(reference)).toBe('abandoned');

    const wrong = await postWebhook(stack(), {
      event: 'charge.success',
      data: { status: 'success', reference, amount: 100, currency: 'GHS' },
    });
    expect(await wrong.json()).toEqual({ received: true, settlement: 'amount_mismatch' });
    const right = await postWebhook(stack(), {
      event: 'charge.success',
      data: { status: 'success', reference, amount: 20000, currency: 'GHS' },
    });
    expect(await right.json()).toEqual({ received: true, settlement: 'not_pending' });
    expect(await transactionStatus(reference)).toBe('failed');
    expect(await tierOf(id)).toBeNull();
  });
});
