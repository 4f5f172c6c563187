import { describe, expect, it } from 'vitest';
import { quoteAnswer } from '../../../test/fake-quote';
import { toOrderQuote } from './order-quote-query';

describe('toOrderQuote', () => {
  it("reads quote-order's answer: figures, the code's verdict with its reason, the refusal", () => {
    const answer = {
      ...quoteAnswer({ tier: 'Corporate', teamSize: 8, discountCode: 'WELCOME10' }),
      refusal: {
        message: 'Your teams use 9 seats: …',
        code: 'team_size_below_seats',
        params: { used: 9 },
      },
    };
    expect(toOrderQuote(answer)).toEqual({
      tier: 'Corporate',
      teamSize: 8,
      baseCents: 200000,
      extraMembers: 3,
      extraMemberCents: 30000,
      extraMembersCents: 90000,
      subtotalCents: 290000,
      discountCode: 'WELCOME10',
      discount: {
        valid: true,
        reason: { code: 'discount_applied', params: {}, message: 'Discount code applied' },
      },
      discountCents: 29000,
      totalCents: 261000,
      free: false,
      refusal: {
        code: 'team_size_below_seats',
        params: { used: 9 },
        message: 'Your teams use 9 seats: …',
      },
    });
  });

  it('refuses an answer it cannot show as money (a negative or fractional amount, none at all)', () => {
    const good = quoteAnswer({ tier: 'Student', teamSize: 1, discountCode: null });
    expect(toOrderQuote(good)).toMatchObject({ totalCents: 20000, discount: null });
    expect(() => toOrderQuote({ ...good, total_cents: -1 })).toThrow();
    expect(() => toOrderQuote({ ...good, total_cents: 10.5 })).toThrow();
    expect(() => toOrderQuote(null)).toThrow();
  });
});
