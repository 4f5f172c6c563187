import { describe, expect, it } from 'vitest';
import { reasonFromBody } from './server-reason';

describe('reasonFromBody', () => {
  it('reads the code, params and English text of an answer or an error body', () => {
    expect(
      reasonFromBody({
        valid: false,
        message: 'This discount code is not valid for the Student tier',
        code: 'discount_wrong_tier',
        params: { tier: 'Student' },
        discount_amount_cents: 0,
      }),
    ).toEqual({
      code: 'discount_wrong_tier',
      params: { tier: 'Student' },
      message: 'This discount code is not valid for the Student tier',
    });
    expect(reasonFromBody({ error: 'Payment not found', code: 'payment_not_found' })).toEqual({
      code: 'payment_not_found',
      params: {},
      message: 'Payment not found',
    });
  });

  it('keeps what is usable from an older or odd server', () => {
    expect(reasonFromBody({ error: 'Please sign in to continue' })).toEqual({
      code: null,
      params: {},
      message: 'Please sign in to continue',
    });
    expect(reasonFromBody({ error: 'Oops', code: 42, params: 'x' })).toEqual({
      code: null,
      params: {},
      message: 'Oops',
    });
    expect(reasonFromBody({ error: '  ' })).toBeNull();
    expect(reasonFromBody('Bad gateway')).toBeNull();
    expect(reasonFromBody(null)).toBeNull();
  });
});
