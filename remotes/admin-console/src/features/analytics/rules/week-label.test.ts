import { describe, expect, it } from 'vitest';
import { weekLabel } from './week-label';

describe('weekLabel', () => {
  it('names a week by its Monday, day and short month, in UTC', () => {
    expect(weekLabel('2026-11-23', 'en')).toBe('23 Nov');
    expect(weekLabel('2026-11-23', 'fr')).toMatch(/^23 nov/);
  });
});
