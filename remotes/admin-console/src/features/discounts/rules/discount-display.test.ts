import { describe, expect, it } from 'vitest';
import { discountState, isExpired, usagePercent } from './discount-display';

describe('usage of a code', () => {
  it('is the share of max uses taken, one decimal; none without a limit', () => {
    expect(usagePercent(5, 5)).toBe(100);
    expect(usagePercent(1, 3)).toBe(33.3);
    expect(usagePercent(2, 3)).toBe(66.7);
    expect(usagePercent(0, 10)).toBe(0);
    expect(usagePercent(3, null)).toBeNull();
  });

  it('has expired once its valid-until time has passed', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired('2026-11-25T11:59:59Z', now)).toBe(true);
    expect(isExpired('2026-11-25T23:59:59.999Z', now)).toBe(false);
  });
});

describe('the state a code shows (issue 26 item 6: never Active when checkout refuses it)', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const code = { is_active: true, valid_until: null, max_uses: null, times_used: 0 };

  it('is Active only when checkout would take it', () => {
    expect(discountState(code, now)).toBe('active');
    expect(discountState({ ...code, max_uses: 5, times_used: 4 }, now)).toBe('active');
    expect(discountState({ ...code, valid_until: '2026-11-26T00:00:00Z' }, now)).toBe('active');
  });

  it('says Expired, Used up or Inactive, in the order the database refuses', () => {
    expect(discountState({ ...code, valid_until: '2026-11-24T00:00:00Z' }, now)).toBe('expired');
    expect(discountState({ ...code, max_uses: 5, times_used: 5 }, now)).toBe('used-up');
    expect(discountState({ ...code, is_active: false }, now)).toBe('inactive');
    // Switched off and past its date: the database says 'no longer active' first.
    expect(
      discountState({ ...code, is_active: false, valid_until: '2026-11-24T00:00:00Z' }, now),
    ).toBe('inactive');
    expect(
      discountState(
        { ...code, valid_until: '2026-11-24T00:00:00Z', max_uses: 1, times_used: 1 },
        now,
      ),
    ).toBe('expired');
  });
});
