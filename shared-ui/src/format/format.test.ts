import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';
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

  it('falls back to English for an unusable language tag instead of breaking the page', () => {
    expect(formatDate('2031-03-05T00:00:00Z', 'not a tag!')).toBe('5 March 2031');
  });
});

describe('formatDateTime', () => {
  // The reader's time zone: the test machine's, so only the date's form and a time are fixed.
  it('writes the date as formatDate does, then the time', () => {
    const noon = '2026-11-23T12:00:00Z';
    for (const language of ['en', 'fr', 'pt', 'sw']) {
      const written = formatDateTime(noon, language);
      expect(written).toMatch(/\d{1,2}:\d{2}/);
      expect(written, language).toContain(formatDate(noon, language).replace(/^\d+ /, ''));
    }
    expect(formatDateTime(noon, 'en')).not.toMatch(/\d+\/\d+\/\d+/);
  });
});
