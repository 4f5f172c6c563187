import { describe, expect, it } from 'vitest';
import { callbackPlan } from './callback-plan';

const plan = (query: string) => callbackPlan(new URLSearchParams(query));

describe('callbackPlan', () => {
  it('treats status=free as an activated free order', () => {
    expect(plan('status=free&ref=sub-1')).toEqual({ kind: 'free', subscriptionId: 'sub-1' });
  });

  it('verifies the reference, or Paystack’s trxref', () => {
    expect(plan('reference=csan_1')).toEqual({ kind: 'verify', reference: 'csan_1' });
    expect(plan('trxref=csan_2')).toEqual({ kind: 'verify', reference: 'csan_2' });
    expect(plan('trxref=csan_2&reference=csan_2')).toEqual({ kind: 'verify', reference: 'csan_2' });
  });

  it('keeps the order named in the URL, to try a declined payment again', () => {
    expect(plan('tier=Professional&team=1&trxref=csan_3&reference=csan_3')).toEqual({
      kind: 'verify',
      reference: 'csan_3',
      order: { tier: 'Professional' },
    });
    expect(plan('tier=Corporate&team=4&reference=csan_4')).toEqual({
      kind: 'verify',
      reference: 'csan_4',
      order: { tier: 'Corporate', team: 4 },
    });
  });

  it('marks a mobile-money charge, and whether the network first wants its OTP', () => {
    expect(plan('reference=csan_5&tier=Student&team=1&method=mobile_money')).toEqual({
      kind: 'verify',
      reference: 'csan_5',
      order: { tier: 'Student' },
      mobileMoney: { otp: false },
    });
    expect(plan('reference=csan_6&method=mobile_money&step=send_otp')).toEqual({
      kind: 'verify',
      reference: 'csan_6',
      mobileMoney: { otp: true },
    });
  });

  it('is invalid without a reference when the order is not free', () => {
    expect(plan('')).toEqual({ kind: 'invalid' });
    expect(plan('status=success&reference=%20')).toEqual({ kind: 'invalid' });
  });
});
