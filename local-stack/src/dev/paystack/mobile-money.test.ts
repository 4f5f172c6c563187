import { describe, expect, it } from 'vitest';
import { firstStep, localGhanaNumber, MAGIC_PHONES, MAGIC_TIMEOUT_MS } from './mobile-money.js';
import { createPaymentStore } from './store.js';

describe('the dev provider mobile money', () => {
  it('reads Ghana numbers as Paystack takes them', () => {
    expect(localGhanaNumber('+233 55 123 4987')).toBe('0551234987');
    expect(localGhanaNumber('0301234567')).toBeNull();
  });

  it('first step: the test numbers decide at once, Telecel asks an OTP, others wait for the phone', () => {
    expect(firstStep('mtn', MAGIC_PHONES.approve, 60_000)).toMatchObject({ status: 'success' });
    expect(firstStep('mtn', MAGIC_PHONES.decline, 60_000)).toMatchObject({ status: 'failed' });
    expect(firstStep('atl', MAGIC_PHONES.timeout, 60_000)).toEqual({
      status: 'pending',
      timeoutMs: MAGIC_TIMEOUT_MS,
    });
    expect(firstStep('vod', '0201234567', 60_000)).toEqual({
      status: 'send_otp',
      timeoutMs: 60_000,
    });
    expect(firstStep('mtn', '0241234567', 60_000)).toEqual({
      status: 'pending',
      timeoutMs: 60_000,
    });
  });

  it('an open charge read after its time has failed (timed out) and can no longer be approved', () => {
    let now = 1_000;
    const store = createPaymentStore({ now: () => now, timedOutResponse: 'Transaction timed out' });
    const payment = store.create({
      reference: 'r1',
      amount: 100,
      currency: 'GHS',
      email: 'a@example.com',
      callbackUrl: undefined,
      metadata: null,
      channel: 'mobile_money',
      status: 'pending',
      expiresAt: 2_000,
    });
    expect(store.openCharges().map((p) => p.reference)).toEqual(['r1']);
    now = 1_999;
    expect(store.byReference('r1')?.status).toBe('pending');
    now = 2_000;
    expect(store.byReference('r1')).toMatchObject({
      status: 'failed',
      gatewayResponse: 'Transaction timed out',
    });
    expect(store.openCharges()).toEqual([]);
    expect(payment && store.settle(payment, 'success')).toBe(false);
  });
});
