import { describe, expect, it } from 'vitest';
import { clock, remainingMs, skewOf } from './remaining';

describe('the exam countdown', () => {
  it('counts to the server deadline, corrected by the clock skew, never below zero', () => {
    const deadline = '2026-11-27T10:30:00.000Z';
    const now = Date.parse('2026-11-27T10:00:00.000Z');
    expect(remainingMs(deadline, now)).toBe(30 * 60_000);
    // The server is 2 minutes ahead: 2 minutes fewer are left.
    expect(remainingMs(deadline, now, 120_000)).toBe(28 * 60_000);
    expect(remainingMs(deadline, now + 31 * 60_000)).toBe(0);
  });

  it('measures the skew at the middle of the round trip', () => {
    const sent = Date.parse('2026-11-27T10:00:00.000Z');
    expect(skewOf('2026-11-27T10:02:00.500Z', sent, sent + 1000)).toBe(120_000);
    expect(skewOf(undefined, sent, sent)).toBe(0);
    expect(skewOf('not a date', sent, sent)).toBe(0);
  });

  it('shows minutes and seconds, hours from an hour', () => {
    expect(clock(0)).toBe('00:00');
    expect(clock(61_000)).toBe('01:01');
    expect(clock(59_001)).toBe('01:00');
    expect(clock(3_600_000 + 5_000)).toBe('1:00:05');
  });
});
