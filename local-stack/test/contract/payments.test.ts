import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { signIn, signInAal2, startSeededStack } from './seeded.js';

// The payment functions on the seeded stack, called as the
// checkout and payment-result pages call them (supabase-js functions.invoke):
// validate-discount-code, quote-order, initialize-payment (confirming the quoted total),
// verify-payment.

let stack: TestStack;
let kwame: SupabaseClient;
let student: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startSeededStack();
  kwame = await signIn(stack, 'kwame');
  student = await signIn(stack, 'student');
  admin = await signInAal2(stack, 'admin');
});
afterAll(async () => {
  await stack?.stop();
});

describe('validate-discount-code { code, tier, amountCents }', () => {
  it.each([
    [
      'WELCOME10',
      'Student',
      20000,
      {
        valid: true,
        message: 'Discount code applied',
        code: 'discount_applied',
        discount_amount_cents: 2000,
      },
    ],
    [
      'FREEPASS',
      'Professional',
      50000,
      {
        valid: true,
        message: 'Discount code applied',
        code: 'discount_applied',
        discount_amount_cents: 50000,
      },
    ],
    [
      'CORP500',
      'Corporate',
      260000,
      {
        valid: true,
        message: 'Discount code applied',
        code: 'discount_applied',
        discount_amount_cents: 50000,
      },
    ],
    [
      'USEDUP15',
      'Student',
      20000,
      {
        valid: false,
        message: 'This discount code has reached its usage limit',
        code: 'discount_usage_limit',
        discount_amount_cents: 0,
      },
    ],
    [
      'EXPIRED20',
      'Student',
      20000,
      {
        valid: false,
        message: 'This discount code has expired',
        code: 'discount_expired',
        discount_amount_cents: 0,
      },
    ],
    [
      'INACTIVE5',
      'Student',
      20000,
      {
        valid: false,
        message: 'This discount code is no longer active',
        code: 'discount_inactive',
        discount_amount_cents: 0,
      },
    ],
  ] as const)('%s for %s at %i → %o', async (code, tier, amountCents, answer) => {
    const { data, error } = await student.functions.invoke('validate-discount-code', {
      body: { code, tier, amountCents },
    });
    expect(error).toBeNull();
    expect(data).toEqual(answer);
  });
});

describe('initialize-payment → provider → verify-payment', () => {
  it('an expired member renews Student: authorization_url, Pay, { success: true }, then active and in the history', async () => {
    const { data, error } = await kwame.functions.invoke('initialize-payment', {
      body: { tier: 'Student', teamSize: 1, discountCode: null, expectedTotalCents: 20000 },
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      free_order: false,
      authorization_url: expect.stringMatching(/\/_dev\/paystack\/checkout\//),
      reference: expect.any(String),
    });
    const pay = await fetch(`${data.authorization_url}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    // Back to the result page with the reference, and the tier and team a "Try Again" needs.
    const back = new URL(pay.headers.get('location') ?? '', 'http://portal.invalid');
    expect(back.pathname).toBe('/payment-callback');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      trxref: data.reference,
      tier: 'Student',
      team: '1',
    });

    const verified = await kwame.functions.invoke('verify-payment', {
      body: { reference: data.reference },
    });
    expect(verified.error).toBeNull();
    expect(verified.data).toEqual({
      success: true,
      message: 'Payment successful! Your subscription is now active',
      code: 'payment_success',
    });

    // What /membership then reads.
    const sub = await kwame
      .from('subscriptions')
      .select('tier, status, amount_cents')
      .in('status', ['active', 'expired'])
      .order('created_at', { ascending: false })
      .limit(1);
    expect(sub.data).toEqual([{ tier: 'Student', status: 'active', amount_cents: 20000 }]);
    const history = await kwame
      .from('transactions')
      .select('amount_cents, status')
      .order('created_at', { ascending: false })
      .limit(10);
    expect(history.data?.[0]).toEqual({ amount_cents: 20000, status: 'success' });
  });

  it('a FREEPASS order answers { free_order: true, subscription_id }', async () => {
    const { data, error } = await student.functions.invoke('initialize-payment', {
      body: { tier: 'Professional', teamSize: 1, discountCode: 'FREEPASS', expectedTotalCents: 0 },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ free_order: true, subscription_id: expect.any(String) });
  });

  it('an admin is refused with the spec message', async () => {
    const { data, error } = await admin.functions.invoke('initialize-payment', {
      body: { tier: 'Corporate', teamSize: 5, discountCode: null, expectedTotalCents: 200000 },
    });
    expect(data).toBeNull();
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'Admins have free access to all features',
      code: 'admin_free_access',
    });
  });
});
