import { describe, expect, it } from 'vitest';
import { subscriptionStatusLabel } from './subscription-status';

describe('subscriptionStatusLabel', () => {
  it('shows an active subscription flagged to cancel as Cancelling', () => {
    expect(subscriptionStatusLabel({ status: 'active', cancel_at_period_end: true })).toBe(
      'cancelling',
    );
    expect(subscriptionStatusLabel({ status: 'active', cancel_at_period_end: false })).toBe(
      'active',
    );
  });

  it('an ended one is Expired, flag or not; anything else is named as other', () => {
    expect(subscriptionStatusLabel({ status: 'expired', cancel_at_period_end: true })).toBe(
      'expired',
    );
    expect(subscriptionStatusLabel({ status: 'pending', cancel_at_period_end: false })).toBe(
      'other',
    );
  });
});
