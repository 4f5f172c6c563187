import { describe, expect, it } from 'vitest';
import {
  eventually,
  invoke,
  newMember,
  placeOrder,
  postWebhook,
  providerTransaction,
  settleAtProvider,
  usePaymentsStack,
} from './payments-support.js';

/**
 * The payment functions end to end over HTTP: supabase-js → /functions/v1 →
 * handler → SQL, and the local Paystack provider (hosted page, verify, signed
 * webhook). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const { stack, sql, timesUsed, tierOf } = usePaymentsStack();

async function subscriptionOf(reference: string) {
  const rows = await sql<{
    status: string;
    team_size: number;
    amount_cents: string;
    years: number;
  }>(
    `select s.status, s.team_size, s.amount_cents::text as amount_cents,
            round(extract(epoch from (s.next_billing_date - now())) / 86400 / 365)::int as years
       from subscriptions s where s.payment_reference = $1`,
    [reference],
  );
  return rows[0];
}

const successCount = async (reference: string) =>
  Number(
    (
      await sql(
        `select count(*)::int as n from transactions where reference = $1 and status = 'success'`,
        [reference],
      )
    )[0]?.n,
  );

describe('validate-discount-code', () => {
  it('refuses exhausted, expired, inactive, wrong-tier, below-minimum and unknown codes with their messages and codes', async () => {
    const { supabase } = await newMember(stack());
    await sql(
      `insert into discount_codes (code, discount_type, discount_value, min_purchase_amount_cents) values ('BIGSPEND', 'percentage', 10, 100000)`,
    );
    // The English message stays verbatim; `code` (+ `params`) is what the portal translates.
    const cases = [
      [
        'USEDUP15',
        'Student',
        'This discount code has reached its usage limit',
        'discount_usage_limit',
      ],
      ['EXPIRED20', 'Student', 'This discount code has expired', 'discount_expired'],
      ['INACTIVE5', 'Student', 'This discount code is no longer active', 'discount_inactive'],
      [
        'CORP500',
        'Professional',
        'This discount code is not valid for the Professional tier',
        'discount_wrong_tier',
        { tier: 'Professional' },
      ],
      [
        'BIGSPEND',
        'Student',
        'A minimum purchase of GHS 1000.00 is required for this code',
        'discount_min_purchase',
        { min_purchase_cents: 100000 },
      ],
      ['NOSUCHCODE', 'Student', 'Invalid discount code', 'discount_invalid'],
    ] as const;
    for (const [code, tier, message, reason, params] of cases) {
      const answer = await invoke(supabase, 'validate-discount-code', {
        code,
        tier,
        amountCents: tier === 'Student' ? 20000 : 50000,
      });
      expect(answer).toEqual({
        status: 200,
        body: {
          valid: false,
          message,
          code: reason,
          ...(params ? { params } : {}),
          discount_amount_cents: 0,
        },
      });
    }
  });

  it('applies percentage and fixed (GHS) codes, never more than the amount', async () => {
    const { supabase } = await newMember(stack());
    expect(
      (
        await invoke(supabase, 'validate-discount-code', {
          code: 'welcome10',
          tier: 'Student',
          amountCents: 20000,
        })
      ).body,
    ).toEqual({
      valid: true,
      message: 'Discount code applied',
      code: 'discount_applied',
      discount_amount_cents: 2000,
    });
    // CORP500 is GHS 500 = 50000 pesewas.
    expect(
      (
        await invoke(supabase, 'validate-discount-code', {
          code: 'CORP500',
          tier: 'Corporate',
          amountCents: 200000,
        })
      ).body.discount_amount_cents,
    ).toBe(50000);
    expect(
      (
        await invoke(supabase, 'validate-discount-code', {
          code: 'CORP500',
          tier: 'Corporate',
          amountCents: 30000,
        })
      ).body.discount_amount_cents,
    ).toBe(30000);
  });

  it('needs a signed-in member and a well-formed body', async () => {
    const anon = (await newMember(stack())).supabase;
    await anon.auth.signOut();
    expect(
      await invoke(anon, 'validate-discount-code', {
        code: 'WELCOME10',
        tier: 'Student',
        amountCents: 1,
      }),
    ).toEqual({
      status: 401,
      body: { error: 'Please sign in to continue', code: 'sign_in_required' },
    });
    const { supabase } = await newMember(stack());
    expect(
      await invoke(supabase, 'validate-discount-code', {
        code: ' ',
        tier: 'Student',
        amountCents: 1,
      }),
    ).toEqual({
      status: 400,
      body: { error: 'Enter a discount code', code: 'discount_code_required' },
    });
    expect(
      await invoke(supabase, 'validate-discount-code', { code: 'A', tier: 'Gold', amountCents: 1 }),
    ).toEqual({ status: 400, body: { error: 'Choose a membership tier', code: 'tier_required' } });
  });
});

describe('quote-order and the total the buyer confirmed', () => {
  it('quotes the code again for each team size, with its verdict translated by code', async () => {
    const { supabase } = await newMember(stack());
    const at = (teamSize: number, discountCode: string | null) =>
      invoke(supabase, 'quote-order', { tier: 'Corporate', teamSize, discountCode });
    expect(await at(5, 'welcome10')).toEqual({
      status: 200,
      body: {
        tier: 'Corporate',
        team_size: 5,
        base_price_cents: 200000,
        extra_members: 0,
        extra_member_cents: 30000,
        extra_members_cents: 0,
        subtotal_cents: 200000,
        discount_code: 'WELCOME10',
        discount: {
          valid: true,
          message: 'Discount code applied',
          code: 'discount_applied',
          amount_cents: 20000,
        },
        discount_amount_cents: 20000,
        total_cents: 180000,
        free_order: false,
        seats_used: 0,
        refusal: null,
      },
    });
    expect((await at(8, 'WELCOME10')).body).toMatchObject({ total_cents: 261000 });
    expect((await at(8, 'FREEPASS')).body).toMatchObject({ total_cents: 0, free_order: true });
    expect(
      (await invoke(supabase, 'quote-order', { tier: 'Student', discountCode: 'CORP500' })).body,
    ).toMatchObject({
      total_cents: 20000,
      discount: {
        valid: false,
        code: 'discount_wrong_tier',
        params: { tier: 'Student' },
        amount_cents: 0,
      },
    });
    expect(await at(2, null)).toEqual({
      status: 400,
      body: { error: 'Team size must be at least 5', code: 'team_size_min', params: { min: 5 } },
    });
  });

  it('refuses (409) a total the server does not give, before the provider hears of it (the issue: GHS 2,700 shown, 2,610 charged)', async () => {
    const { supabase, id } = await newMember(stack());
    const before = await timesUsed('WELCOME10');
    expect(
      await invoke(supabase, 'initialize-payment', {
        tier: 'Corporate',
        teamSize: 8,
        discountCode: 'WELCOME10',
        expectedTotalCents: 270000,
      }),
    ).toEqual({
      status: 409,
      body: {
        error: 'The total is now GHS 2610.00: review your order before paying',
        code: 'total_changed',
        params: { total_cents: 261000 },
      },
    });
    // Shown free, not free on the server; and the other way round.
    expect(
      (
        await invoke(supabase, 'initialize-payment', {
          tier: 'Corporate',
          teamSize: 5,
          discountCode: null,
          expectedTotalCents: 0,
        })
      ).body,
    ).toMatchObject({ code: 'total_changed', params: { total_cents: 200000 } });
    expect(
      (
        await invoke(supabase, 'initialize-payment', {
          tier: 'Corporate',
          teamSize: 6,
          discountCode: 'FREEPASS',
          expectedTotalCents: 90000,
        })
      ).body,
    ).toMatchObject({ code: 'total_changed', params: { total_cents: 0 } });
    expect(
      await invoke(supabase, 'initialize-payment', { tier: 'Student', discountCode: null }),
    ).toEqual({
      status: 400,
      body: { error: 'Confirm the total you are paying', code: 'total_required' },
    });
    expect(await sql('select 1 from transactions where user_id = $1', [id])).toHaveLength(0);
    expect(await timesUsed('WELCOME10')).toBe(before);
    expect(await tierOf(id)).toBeNull();
  });

  it('a quote naming a code is a counted code check (31st in ten minutes: 429); without a code it is not', async () => {
    const { supabase } = await newMember(stack());
    const quote = (discountCode: string | null) =>
      invoke(supabase, 'quote-order', { tier: 'Corporate', teamSize: 6, discountCode });
    for (let i = 0; i < 30; i += 1) expect((await quote(`GUESS${i}`)).status).toBe(200);
    expect(await quote('WELCOME10')).toEqual({
      status: 429,
      body: {
        error: 'Too many discount code checks. Please try again in a few minutes.',
        code: 'discount_checks_limited',
      },
    });
    // validate-discount-code counts in the same window.
    expect(
      (
        await invoke(supabase, 'validate-discount-code', {
          code: 'WELCOME10',
          tier: 'Student',
          amountCents: 20000,
        })
      ).status,
    ).toBe(429);
    expect((await quote(null)).body).toMatchObject({ total_cents: 230000 });
  }, 60_000);

  it('the provider is asked for exactly the confirmed quote', async () => {
    const { supabase } = await newMember(stack());
    const order = { tier: 'Corporate', teamSize: 8, discountCode: 'CORP500' };
    const quote = await invoke(supabase, 'quote-order', order);
    expect(quote.body.total_cents).toBe(240000);
    const started = await invoke(supabase, 'initialize-payment', {
      ...order,
      expectedTotalCents: quote.body.total_cents,
    });
    const atProvider = await providerTransaction(stack(), String(started.body.reference));
    expect(atProvider.body.data).toMatchObject({ amount: 240000, currency: 'GHS' });
  });
});

describe('initialize-payment', () => {
  it('prices from the database: a tampered amount, tier price or team size cannot lower it', async () => {
    const { supabase, email } = await newMember(stack());
    const student = await placeOrder(supabase, {
      tier: 'Student',
      teamSize: 1,
      discountCode: null,
      amountCents: 1,
      amount: 1,
      price: 0,
    });
    expect(student.status).toBe(200);
    expect(student.body).toMatchObject({ free_order: false });
    const reference = String(student.body.reference);
    const atProvider = await providerTransaction(stack(), reference);
    expect(atProvider.body.data).toMatchObject({
      amount: 20000,
      currency: 'GHS',
      status: 'abandoned',
    });
    expect(atProvider.body.data?.customer).toEqual({ email });

    const corporate8 = await placeOrder(supabase, {
      tier: 'Corporate',
      teamSize: 8,
      discountCode: null,
    });
    const corp = await providerTransaction(stack(), String(corporate8.body.reference));
    expect(corp.body.data?.amount).toBe(200000 + 3 * 30000);
    expect(await subscriptionOf(String(corporate8.body.reference))).toMatchObject({
      status: 'pending',
      team_size: 8,
      amount_cents: '290000',
    });

    expect(
      await placeOrder(supabase, {
        tier: 'Corporate',
        teamSize: 2,
        discountCode: null,
      }),
    ).toEqual({
      status: 400,
      body: { error: 'Team size must be at least 5', code: 'team_size_min', params: { min: 5 } },
    });
    expect(
      await placeOrder(supabase, {
        tier: 'Diamond',
        teamSize: 1,
        discountCode: null,
      }),
    ).toEqual({ status: 400, body: { error: 'Choose a membership tier', code: 'tier_required' } });
    expect(
      await placeOrder(supabase, {
        tier: 'Corporate',
        teamSize: 5.5,
        discountCode: null,
      }),
    ).toEqual({
      status: 400,
      body: { error: 'Team size must be a whole number', code: 'team_size_whole' },
    });
  });

  it('re-validates the discount code on the server and refuses a bad one, with its code', async () => {
    const { supabase } = await newMember(stack());
    expect(
      await placeOrder(supabase, {
        tier: 'Student',
        teamSize: 1,
        discountCode: 'CORP500',
      }),
    ).toEqual({
      status: 400,
      body: {
        error: 'This discount code is not valid for the Student tier',
        code: 'discount_wrong_tier',
        params: { tier: 'Student' },
      },
    });
    for (const [code, error, reason] of [
      ['EXPIRED20', 'This discount code has expired', 'discount_expired'],
      ['USEDUP15', 'This discount code has reached its usage limit', 'discount_usage_limit'],
      ['INACTIVE5', 'This discount code is no longer active', 'discount_inactive'],
      ['NOSUCHCODE', 'Invalid discount code', 'discount_invalid'],
    ] as const) {
      expect(
        await placeOrder(supabase, {
          tier: 'Student',
          teamSize: 1,
          discountCode: code,
        }),
      ).toEqual({ status: 400, body: { error, code: reason } });
    }
  });

  it('a total below 0 is 0: a fixed code larger than the price is a free order', async () => {
    const { supabase, id } = await newMember(stack());
    await sql(
      `insert into discount_codes (code, discount_type, discount_value) values ('HUGEFIXED', 'fixed', 5000)`,
    );
    const answer = await placeOrder(supabase, {
      tier: 'Professional',
      teamSize: 1,
      discountCode: 'HUGEFIXED',
    });
    expect(answer.body).toEqual({ free_order: true, subscription_id: expect.any(String) });
    expect(await tierOf(id)).toBe('Professional');
  });

  it('a 100% code activates at once without the provider and counts the code once', async () => {
    const { supabase, id } = await newMember(stack());
    const before = await timesUsed('FREEPASS');
    const answer = await placeOrder(supabase, {
      tier: 'Corporate',
      teamSize: 6,
      discountCode: 'FREEPASS',
    });
    expect(answer).toEqual({
      status: 200,
      body: { free_order: true, subscription_id: expect.any(String) },
    });
    const rows = await sql<{
      status: string;
      team_size: number;
      provider: string;
      tstatus: string;
    }>(
      `select s.status, s.team_size, t.provider, t.status as tstatus from subscriptions s
         join transactions t on t.subscription_id = s.id where s.id = $1`,
      [answer.body.subscription_id],
    );
    expect(rows).toEqual([
      { status: 'active', team_size: 6, provider: 'free', tstatus: 'success' },
    ]);
    expect(await tierOf(id)).toBe('Corporate');
    expect(await timesUsed('FREEPASS')).toBe(before + 1);
  });

  it('refuses admins (free access) and signed-out callers', async () => {
    const admin = await newMember(stack(), { admin: true });
    expect(
      await placeOrder(admin.supabase, {
        tier: 'Corporate',
        teamSize: 5,
        discountCode: null,
      }),
    ).toEqual({
      status: 403,
      body: { error: 'Admins have free access to all features', code: 'admin_free_access' },
    });
    const gone = await newMember(stack());
    await gone.supabase.auth.signOut();
    expect(
      await placeOrder(gone.supabase, {
        tier: 'Student',
        teamSize: 1,
        discountCode: null,
      }),
    ).toEqual({
      status: 401,
      body: { error: 'Please sign in to continue', code: 'sign_in_required' },
    });
  });
});

describe('paying through the local provider', () => {
  it('Pay → callback redirect → verify twice: one activation, a year ahead, tier set', async () => {
    const { supabase, id, email } = await newMember(stack());
    const started = await placeOrder(supabase, {
      tier: 'Professional',
      teamSize: 1,
      discountCode: 'WELCOME10',
    });
    const reference = String(started.body.reference);
    const url = String(started.body.authorization_url);
    expect(url).toMatch(new RegExp(`^${stack().url}/_dev/paystack/checkout/`));

    const page = await (await fetch(url)).text();
    expect(page).toContain('GHS 450.00');
    expect(page).toContain(email);
    expect(page).toMatch(/<button[^>]*>Pay GHS 450\.00<\/button>/);
    expect(page).toMatch(/<button[^>]*>Decline<\/button>/);

    const settled = await settleAtProvider(url, 'pay');
    expect(settled.status).toBe(303);
    const location = new URL(String(settled.location));
    expect(location.pathname).toBe('/payment-callback');
    expect(location.searchParams.get('reference')).toBe(reference);
    expect(location.searchParams.get('trxref')).toBe(reference);
    // The order's tier and team size come back with it (a declined payment can be tried again).
    expect(location.searchParams.get('tier')).toBe('Professional');
    expect(location.searchParams.get('team')).toBe('1');

    const first = await invoke(supabase, 'verify-payment', { reference });
    const second = await invoke(supabase, 'verify-payment', { reference });
    const success = {
      status: 200,
      body: {
        success: true,
        message: 'Payment successful! Your subscription is now active',
        code: 'payment_success',
      },
    };
    expect([first, second]).toEqual([success, success]);
    // The provider's webhook arrives too; it must find the payment already active.
    await eventually(async () => (await successCount(reference)) === 1);
    expect(await subscriptionOf(reference)).toMatchObject({ status: 'active', years: 1 });
    expect(await successCount(reference)).toBe(1);
    expect(await tierOf(id)).toBe('Professional');
    // How it was paid, as the provider reported it (the membership page's renewal note).
    expect(await sql('select channel from transactions where reference = $1', [reference])).toEqual(
      [{ channel: 'card' }],
    );
  });

  it('webhook and verify at the same time activate once', async () => {
    const { supabase, id } = await newMember(stack());
    const started = await placeOrder(supabase, {
      tier: 'Student',
      teamSize: 1,
      discountCode: null,
    });
    const reference = String(started.body.reference);
    await settleAtProvider(String(started.body.authorization_url), 'pay');
    const { body } = await providerTransaction(stack(), reference);
    const event = { event: 'charge.success', data: body.data };
    const [verify, hook1, hook2] = await Promise.all([
      invoke(supabase, 'verify-payment', { reference }),
      postWebhook(stack(), event),
      postWebhook(stack(), event),
    ]);
    expect(verify.body.success).toBe(true);
    expect([hook1.status, hook2.status]).toEqual([200, 200]);
    await eventually(async () => (await subscriptionOf(reference))?.status === 'active');
    expect(await successCount(reference)).toBe(1);
    expect(await subscriptionOf(reference)).toMatchObject({ years: 1 });
    expect(await tierOf(id)).toBe('Student');
  });

  it('the webhook alone activates a payment (the member never came back)', async () => {
    const { supabase, id } = await newMember(stack());
    const started = await placeOrder(supabase, {
      tier: 'Professional',
      teamSize: 1,
      discountCode: null,
    });
    await settleAtProvider(String(started.body.authorization_url), 'pay');
    await eventually(async () => (await tierOf(id)) === 'Professional');
    expect(await successCount(String(started.body.reference))).toBe(1);
  });

  it('Decline → failed transaction, cancelled order, no activation, the code use given back', async () => {
    const { supabase, id } = await newMember(stack());
    const before = await timesUsed('WELCOME10');
    const started = await placeOrder(supabase, {
      tier: 'Professional',
      teamSize: 1,
      discountCode: 'WELCOME10',
    });
    expect(await timesUsed('WELCOME10')).toBe(before + 1);
    const reference = String(started.body.reference);
    const settled = await settleAtProvider(String(started.body.authorization_url), 'decline');
    expect(new URL(String(settled.location)).searchParams.get('reference')).toBe(reference);

    // Declined at the provider: said as such (issue 26 item 5), not 'not completed'.
    expect(await invoke(supabase, 'verify-payment', { reference })).toEqual({
      status: 200,
      body: { success: false, message: 'The payment was declined', code: 'payment_declined' },
    });
    expect(await sql(`select status from transactions where reference = $1`, [reference])).toEqual([
      { status: 'failed' },
    ]);
    expect(await subscriptionOf(reference)).toMatchObject({ status: 'cancelled' });
    expect(await tierOf(id)).toBeNull();
    expect(await timesUsed('WELCOME10')).toBe(before);
  });

  it('a verify before paying changes nothing (the member may still pay)', async () => {
    const { supabase } = await newMember(stack());
    const started = await placeOrder(supabase, {
      tier: 'Student',
      teamSize: 1,
      discountCode: null,
    });
    const reference = String(started.body.reference);
    expect((await invoke(supabase, 'verify-payment', { reference })).body).toEqual({
      success: false,
      message: 'Payment was not completed',
      code: 'payment_not_completed',
    });
    expect(await sql(`select status from transactions where reference = $1`, [reference])).toEqual([
      { status: 'pending' },
    ]);
  });

  it("verify-payment answers 404 for someone else's or an unknown reference", async () => {
    const owner = await newMember(stack());
    const other = await newMember(stack());
    const started = await placeOrder(owner.supabase, {
      tier: 'Student',
      teamSize: 1,
      discountCode: null,
    });
    const notFound = {
      status: 404,
      body: { error: 'Payment not found', code: 'payment_not_found' },
    };
    expect(
      await invoke(other.supabase, 'verify-payment', { reference: started.body.reference }),
    ).toEqual(notFound);
    expect(await invoke(other.supabase, 'verify-payment', { reference: 'csan-nope' })).toEqual(
      notFound,
    );
    expect(await invoke(other.supabase, 'verify-payment', { reference: ' ' })).toEqual({
      status: 400,
      body: { error: 'Invalid payment reference', code: 'payment_reference_invalid' },
    });
    const gone = await newMember(stack());
    await gone.supabase.auth.signOut();
    expect(await invoke(gone.supabase, 'verify-payment', { reference: 'csan-nope' })).toEqual({
      status: 401,
      body: { error: 'Please sign in to continue', code: 'sign_in_required' },
    });
  });
});

describe('paystack-webhook', () => {
  it('rejects a missing or forged signature before doing anything', async () => {
    const { supabase, id } = await newMember(stack());
    const started = await placeOrder(supabase, {
      tier: 'Corporate',
      teamSize: 5,
      discountCode: null,
    });
    const reference = String(started.body.reference);
    const event = {
      event: 'charge.success',
      data: { status: 'success', reference, amount: 200000, currency: 'GHS' },
    };
    const missing = await postWebhook(stack(), event, null);
    const forged = await postWebhook(stack(), event, 'ab'.repeat(64));
    const garbage = await postWebhook(stack(), event, 'not-hex');
    for (const res of [missing, forged, garbage]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Invalid signature' });
    }
    expect(await tierOf(id)).toBeNull();
    expect(await subscriptionOf(reference)).toMatchObject({ status: 'pending' });
  });

  it('an amount that does not match the order fails it instead of activating', async () => {
    const { supabase, id } = await newMember(stack());
    const started = await placeOrder(supabase, {
      tier: 'Corporate',
      teamSize: 5,
      discountCode: null,
    });
    const reference = String(started.body.reference);
    const res = await postWebhook(stack(), {
      event: 'charge.success',
      data: { status: 'success', reference, amount: 100, currency: 'GHS' },
    });
    expect(await res.json()).toEqual({ received: true, settlement: 'amount_mismatch' });
    expect(await sql(`select status from transactions where reference = $1`, [reference])).toEqual([
      { status: 'failed' },
    ]);
    expect(await tierOf(id)).toBeNull();
  });

  it('acknowledges other events without acting', async () => {
    const res = await postWebhook(stack(), { event: 'transfer.success', data: { reference: 'x' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, ignored: 'transfer.success' });
  });
});
