import { describe, expect, it } from 'vitest';
import { LOCAL_PAYSTACK_SECRET_KEY } from '../../src/functions/env.js';
import {
  eventually,
  invoke,
  newMember,
  placeOrder,
  providerTransaction,
  usePaymentsStack,
} from './payments-support.js';

/**
 * Mobile money end to end (issue 27 item 3): initialize-payment charging a wallet through the
 * dev provider's Charge API, the network's OTP (submit-payment-otp), the simulated phone
 * (/_dev/paystack/phone) and verify-payment's pending / declined / timed-out answers. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const { stack, sql, tierOf, transactionStatus } = usePaymentsStack();

const subscriptionStatus = async (reference: string) =>
  (await sql('select status from subscriptions where payment_reference = $1', [reference]))[0]
    ?.status;

/** Presses Approve or Decline on the simulated phone. */
async function answerOnPhone(reference: string, action: 'approve' | 'decline') {
  const res = await fetch(`${stack().url}/_dev/paystack/phone/${reference}/${action}`, {
    method: 'POST',
  });
  return { status: res.status, text: await res.text() };
}

const PENDING = {
  status: 200,
  body: {
    success: false,
    message: 'Waiting for you to approve the payment on your phone',
    code: 'payment_pending',
  },
};

describe('mobile money through the local provider', () => {
  it('MTN: pending on the phone → approved → active, for exactly the quoted amount', async () => {
    const { supabase, id } = await newMember(stack());
    const quote = await invoke(supabase, 'quote-order', {
      tier: 'Professional',
      teamSize: 1,
      discountCode: 'WELCOME10',
    });
    const started = await placeOrder(supabase, {
      tier: 'Professional',
      teamSize: 1,
      discountCode: 'WELCOME10',
      mobileMoney: { provider: 'mtn', phone: '+233 24 123 4567' },
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ channel: 'mobile_money', step: 'pending' });
    expect(started.body).not.toHaveProperty('authorization_url');
    const reference = String(started.body.reference);

    // The provider charges the server's quote, from the number as Paystack takes it.
    const provider = await providerTransaction(stack(), reference);
    expect(provider.body.data).toMatchObject({
      status: 'pending',
      channel: 'mobile_money',
      amount: Number(quote.body.total_cents),
    });
    expect(await invoke(supabase, 'verify-payment', { reference })).toEqual(PENDING);
    expect(await subscriptionStatus(reference)).toBe('pending');
    expect(await tierOf(id)).toBeNull();

    const phone = await (await fetch(`${stack().url}/_dev/paystack/phone`)).text();
    expect(phone).toContain(reference);
    expect(phone).toContain('0241234567');
    expect(phone).toContain('GHS 450.00');

    expect((await answerOnPhone(reference, 'approve')).text).toContain(': success.');
    // The webhook settles it; verify agrees.
    await eventually(async () => (await subscriptionStatus(reference)) === 'active');
    expect((await invoke(supabase, 'verify-payment', { reference })).body).toMatchObject({
      success: true,
      code: 'payment_success',
    });
    expect(await tierOf(id)).toBe('Professional');
    // Stored as mobile money: the membership page says renewal is by reminder (to them only).
    expect(await sql('select channel from transactions where reference = $1', [reference])).toEqual(
      [{ channel: 'mobile_money' }],
    );
    // An answered prompt leaves the phone.
    expect(await (await fetch(`${stack().url}/_dev/paystack/phone`)).text()).not.toContain(
      reference,
    );
  });

  it('Telecel asks for an OTP: a wrong one is refused, the right one leads to the phone, Decline fails it', async () => {
    const { supabase, id } = await newMember(stack());
    const started = await placeOrder(supabase, {
      tier: 'Student',
      teamSize: 1,
      discountCode: null,
      mobileMoney: { provider: 'vod', phone: '0201234567' },
    });
    expect(started.body).toMatchObject({ channel: 'mobile_money', step: 'send_otp' });
    const reference = String(started.body.reference);
    expect(await invoke(supabase, 'verify-payment', { reference })).toEqual(PENDING);
    // Waiting for the OTP, the phone has nothing to approve yet.
    expect((await answerOnPhone(reference, 'approve')).text).toContain('still waiting');

    expect(await invoke(supabase, 'submit-payment-otp', { reference, otp: '000000' })).toEqual({
      status: 400,
      body: {
        error: 'The code was not accepted. Check it and try again.',
        code: 'payment_otp_invalid',
      },
    });
    expect(await invoke(supabase, 'submit-payment-otp', { reference, otp: '12ab' })).toMatchObject({
      status: 400,
      body: { code: 'payment_otp_invalid' },
    });
    expect(await invoke(supabase, 'submit-payment-otp', { reference, otp: '123456' })).toEqual({
      status: 200,
      body: { step: 'pending' },
    });

    await answerOnPhone(reference, 'decline');
    expect(await invoke(supabase, 'verify-payment', { reference })).toEqual({
      status: 200,
      body: { success: false, message: 'The payment was declined', code: 'payment_declined' },
    });
    expect(await transactionStatus(reference)).toBe('failed');
    expect(await subscriptionStatus(reference)).toBe('cancelled');
    expect(await tierOf(id)).toBeNull();
    // A settled charge takes no OTP any more.
    expect(
      (await invoke(supabase, 'submit-payment-otp', { reference, otp: '123456' })).status,
    ).toBe(404);
  });

  it('the never-answering test number times out: a clear answer, no membership', async () => {
    const { supabase, id } = await newMember(stack());
    const started = await placeOrder(supabase, {
      tier: 'Student',
      teamSize: 1,
      discountCode: null,
      mobileMoney: { provider: 'atl', phone: '0551234989' },
    });
    expect(started.body).toMatchObject({ step: 'pending' });
    const reference = String(started.body.reference);
    expect(await invoke(supabase, 'verify-payment', { reference })).toEqual(PENDING);
    const timedOut = {
      status: 200,
      body: {
        success: false,
        message: 'The approval on your phone timed out',
        code: 'payment_timed_out',
      },
    };
    await eventually(
      async () =>
        JSON.stringify(await invoke(supabase, 'verify-payment', { reference })) ===
        JSON.stringify(timedOut),
      10_000,
    );
    expect(await transactionStatus(reference)).toBe('failed');
    expect(await tierOf(id)).toBeNull();
    // Too late to approve.
    expect((await answerOnPhone(reference, 'approve')).text).toContain(': failed.');
    expect(await invoke(supabase, 'verify-payment', { reference })).toEqual(timedOut);
  }, 20_000);

  it('the approving test number succeeds at once (webhook), the declining one fails at once', async () => {
    const payer = await newMember(stack());
    const approved = await placeOrder(payer.supabase, {
      tier: 'Student',
      teamSize: 1,
      discountCode: null,
      mobileMoney: { provider: 'mtn', phone: '0551234987' },
    });
    expect(approved.body).toMatchObject({ step: 'success' });
    await eventually(async () => (await tierOf(payer.id)) === 'Student');

    const refused = await newMember(stack());
    const declined = await placeOrder(refused.supabase, {
      tier: 'Student',
      teamSize: 1,
      discountCode: null,
      mobileMoney: { provider: 'mtn', phone: '0551234988' },
    });
    expect(declined.body).toMatchObject({ step: 'failed' });
    const reference = String(declined.body.reference);
    expect((await invoke(refused.supabase, 'verify-payment', { reference })).body).toMatchObject({
      code: 'payment_declined',
    });
    expect(await tierOf(refused.id)).toBeNull();
  });

  it('refuses a number or network that is not Ghana mobile money before any order (400, coded)', async () => {
    const { supabase, id } = await newMember(stack());
    const order = { tier: 'Student', teamSize: 1, discountCode: null };
    for (const phone of ['0301234567', '024123456', '+2348031234567', 'call me', 42]) {
      expect(
        await placeOrder(supabase, { ...order, mobileMoney: { provider: 'mtn', phone } }),
      ).toEqual({
        status: 400,
        body: { error: 'Enter a Ghana mobile number, like 024 123 4567', code: 'phone_invalid' },
      });
    }
    for (const provider of ['mpesa', 'MTN', '', null]) {
      expect(
        await placeOrder(supabase, { ...order, mobileMoney: { provider, phone: '0241234567' } }),
      ).toEqual({
        status: 400,
        body: { error: 'Choose a mobile money network', code: 'mobile_money_provider_invalid' },
      });
    }
    expect(await sql('select 1 from transactions where user_id = $1', [id])).toEqual([]);
  });

  it("submit-payment-otp: someone else's or an unknown reference is not found; signed-out 401", async () => {
    const owner = await newMember(stack());
    const other = await newMember(stack());
    const started = await placeOrder(owner.supabase, {
      tier: 'Student',
      teamSize: 1,
      discountCode: null,
      mobileMoney: { provider: 'vod', phone: '0501234567' },
    });
    const notFound = {
      status: 404,
      body: { error: 'Payment not found', code: 'payment_not_found' },
    };
    const reference = String(started.body.reference);
    expect(
      await invoke(other.supabase, 'submit-payment-otp', { reference, otp: '123456' }),
    ).toEqual(notFound);
    expect(
      await invoke(other.supabase, 'submit-payment-otp', { reference: 'csan-nope', otp: '123456' }),
    ).toEqual(notFound);
    await other.supabase.auth.signOut();
    expect(
      (await invoke(other.supabase, 'submit-payment-otp', { reference, otp: '123456' })).status,
    ).toBe(401);
  });

  it("the provider's Charge API needs the secret key and a well-formed charge", async () => {
    const url = `${stack().url}/_dev/paystack/charge`;
    const body = JSON.stringify({
      email: 'a@example.com',
      amount: 100,
      reference: 'csan-charge-check',
      mobile_money: { phone: '0241234567', provider: 'mtn' },
    });
    expect((await fetch(url, { method: 'POST', body })).status).toBe(401);
    const headers = {
      Authorization: `Bearer ${LOCAL_PAYSTACK_SECRET_KEY}`,
      'Content-Type': 'application/json',
    };
    const bad = await fetch(url, { method: 'POST', headers, body: '{"amount":"x"' });
    expect(bad.status).toBe(400);
    const ok = await fetch(url, { method: 'POST', headers, body });
    expect(await ok.json()).toMatchObject({ status: true, data: { status: 'pay_offline' } });
    const check = await fetch(`${url}/csan-charge-check`, { headers });
    expect(await check.json()).toMatchObject({ data: { status: 'pay_offline' } });
  });
});
