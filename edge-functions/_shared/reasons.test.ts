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
    ['Verify your authenticator code (MFA) in this session to continue', 'mfa_required'],
    ['Confirm the total you are paying', 'total_required'],
    [
      'Too many discount code checks. Please try again in a few minutes.',
      'discount_checks_limited',
    ],
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
    expect(reasonOf('The total is now GHS 2610.00: review your order before paying')).toEqual({
      code: 'total_changed',
      params: { total_cents: 261000 },
    });
    expect(
      reasonOf(
        'Your teams use 6 seats: choose a team size of at least 6 or remove people from your teams first',
      ),
    ).toEqual({ code: 'team_size_below_seats', params: { used: 6 } });
    expect(
      reasonOf(
        'Your teams use 6 Corporate seats: remove people from your teams before choosing the Student tier',
      ),
    ).toEqual({ code: 'tier_below_seats', params: { used: 6, tier: 'Student' } });
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
