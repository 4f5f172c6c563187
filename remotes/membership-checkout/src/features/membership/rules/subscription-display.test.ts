import { describe, expect, it } from 'vitest';
import { amountText, isRenewalDue, subscriptionDisplayStatus } from './subscription-display';

describe('subscriptionDisplayStatus', () => {
  it('is Expired when the status is expired, whatever the cancel flag', () => {
    expect(subscriptionDisplayStatus({ status: 'expired', cancel_at_period_end: false })).toBe(
      'expired',
    );
    expect(subscriptionDisplayStatus({ status: 'expired', cancel_at_period_end: true })).toBe(
      'expired',
    );
  });

  it('is Expiring when cancel_at_period_end is set on a live subscription', () => {
    expect(subscriptionDisplayStatus({ status: 'active', cancel_at_period_end: true })).toBe(
      'expiring',
    );
  });

  it('is Active otherwise', () => {
    expect(subscriptionDisplayStatus({ status: 'active', cancel_at_period_end: false })).toBe(
      'active',
    );
  });
});

describe('isRenewalDue (14-day window)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const at = (iso: string) => ({ status: 'active', next_billing_date: iso });

  it('is due exactly 14 days before the billing date', () => {
    expect(isRenewalDue(at('2026-03-15T12:00:00Z'), now)).toBe(true);
  });

  it('is not due one minute outside the window', () => {
    expect(isRenewalDue(at('2026-03-15T12:01:00Z'), now)).toBe(false);
  });

  it('is due inside the window and when the date has passed but the job has not run', () => {
    expect(isRenewalDue(at('2026-03-02T00:00:00Z'), now)).toBe(true);
    expect(isRenewalDue(at('2026-02-27T00:00:00Z'), now)).toBe(true);
  });

  it('never applies to expired subscriptions or missing dates', () => {
    expect(
      isRenewalDue({ status: 'expired', next_billing_date: '2026-03-05T00:00:00Z' }, now),
    ).toBe(false);
    expect(isRenewalDue({ status: 'active', next_billing_date: null }, now)).toBe(false);
  });
});

describe('amountText', () => {
  it('shows GHS with two decimals, and the free text for 0', () => {
    expect(amountText(50000, 'en', '(Free with discount)')).toBe('GHS 500.00');
    expect(amountText(290000, 'en', '(Free with discount)')).toBe('GHS 2,900.00');
    expect(amountText(0, 'en', '(Free with discount)')).toBe('(Free with discount)');
  });
});
