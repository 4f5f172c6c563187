import { describe, expect, it } from 'vitest';
import { reasonOf } from './reasons.ts';

describe('reasonOf', () => {
  it.each([
    ['Discount code applied', 'discount_applied'],
    ['Invalid discount code', 'discount_invalid'],
    ['This discount code is no longer active', 'discount_inactive'],
    ['This discount code has expired', 'discount_expired'],
    ['This discount code has reached its usage limit', 'discount_usage_limit'],
    ['You have already used this discount code', 'discount_member_limit'],
    ['Please sign in to continue', 'sign_in_required'],
    ['Payment not found', 'payment_not_found'],
    ['Could not reach the payment provider. Please try again.', 'payment_provider_unreachable'],
    ['Internal error', 'internal_error'],
  ])('%s → %s', (message, code) => {
    expect(reasonOf(message)).toEqual({ code });
  });

  it('carries the values of messages built in SQL', () => {
    expect(reasonOf('This discount code is not valid for the Professional tier')).toEqual({
      code: 'discount_wrong_tier',
      params: { tier: 'Professional' },
    });
    expect(reasonOf('A minimum purchase of GHS 1000.00 is required for this code')).toEqual({
      code: 'discount_min_purchase',
      params: { min_purchase_cents: 100000 },
    });
    expect(reasonOf('A minimum purchase of GHS 12.05 is required for this code')).toEqual({
      code: 'discount_min_purchase',
      params: { min_purchase_cents: 1205 },
    });
    expect(reasonOf('Team size must be at least 5')).toEqual({
      code: 'team_size_min',
      params: { min: 5 },
    });
  });

  it('has no code for a message it does not know (the portal then shows the text)', () => {
    expect(reasonOf('Something else went wrong')).toBeNull();
    expect(reasonOf('constructor')).toBeNull();
    expect(reasonOf('This discount code has expired!')).toBeNull();
  });
});
