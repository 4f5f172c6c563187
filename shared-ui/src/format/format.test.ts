import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import { formatCedis } from './money';

describe('formatCedis', () => {
  it('turns integer pesewas into GHS with two decimals', () => {
    expect(formatCedis(20000)).toBe('GHS 200.00');
    expect(formatCedis(0)).toBe('GHS 0.00');
    expect(formatCedis(5)).toBe('GHS 0.05');
    expect(formatCedis(200000)).toBe('GHS 2,000.00');
  });

  it('groups digits the reader’s way', () => {
    expect(formatCedis(123456, 'pt')).toBe('GHS 1.234,56');
  });

  it('refuses fractional pesewas (money is integers end to end)', () => {
    expect(() => formatCedis(10.5)).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('formats a calendar date in the reader’s language', () => {
    expect(formatDate('2026-11-23T00:00:00Z')).toBe('23 November 2026');
    expect(formatDate('2026-11-23T00:00:00Z', 'fr')).toBe('23 novembre 2026');
  });

  it('rejects an invalid date', () => {
    expect(() => formatDate('nope')).toThrow(RangeError);
  });
});
