import { describe, expect, it } from 'vitest';
import { isExpired, usagePercent } from './discount-display';

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
