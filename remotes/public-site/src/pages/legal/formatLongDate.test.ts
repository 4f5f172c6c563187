import { describe, expect, it } from 'vitest';
import { formatLongDate } from './formatLongDate';

const DAY = new Date(2031, 2, 5);

describe('formatLongDate', () => {
  it('writes the date in the reader language', () => {
    expect(formatLongDate(DAY, 'en')).toBe('March 5, 2031');
    expect(formatLongDate(DAY, 'fr')).toBe('5 mars 2031');
  });

  it('falls back to English for a malformed language tag', () => {
    expect(formatLongDate(DAY, 'not a tag!')).toBe('March 5, 2031');
  });
});
