import { describe, expect, it } from 'vitest';
import { formatUsd } from './usd';

// Intl separates French groups and the currency with narrow/no-break spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatUsd: a budget in US dollars in the four languages', () => {
  it.each([
    ['en', '$45,000.00', '$1,234.50', '$0.00'],
    ['fr', '45 000,00 $US', '1 234,50 $US', '0,00 $US'],
    ['pt', 'US$ 45.000,00', 'US$ 1.234,50', 'US$ 0,00'],
    ['sw', 'US$ 45,000.00', 'US$ 1,234.50', 'US$ 0.00'],
  ])('%s', (language, thousands, cents, zero) => {
    expect(plain(formatUsd(45000, language))).toBe(thousands);
    expect(plain(formatUsd(1234.5, language))).toBe(cents);
    expect(plain(formatUsd(0, language))).toBe(zero);
  });

  it('English by default, rounding to the cent', () => {
    expect(formatUsd(999_999_999_999.99)).toBe('$999,999,999,999.99');
    expect(formatUsd(10.005)).toMatch(/^\$10\.0[01]$/);
  });
});
