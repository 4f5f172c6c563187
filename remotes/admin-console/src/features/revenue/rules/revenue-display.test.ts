import { describe, expect, it } from 'vitest';
import { formatPercent, monthLabel, revenueShares } from './revenue-display';

describe('revenue display rules', () => {
  it('shows a rate with one decimal in the reader language', () => {
    expect(formatPercent(14.3)).toBe('14.3%');
    expect(formatPercent(20)).toBe('20.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(14.3, 'fr')).toMatch(/^14,3\s%$/);
  });

  it('labels a UTC month, whatever the time zone', () => {
    expect(monthLabel('2026-11-01')).toBe('Nov 2026');
    expect(monthLabel('2026-01-01T00:00:00+00:00')).toBe('Jan 2026');
  });

  it('shares the annual revenue between tiers, one decimal, 0 when there is none', () => {
    const shares = revenueShares([
      { tier: 'Student', annual_revenue_cents: 20000 },
      { tier: 'Professional', annual_revenue_cents: 145000 },
      { tier: 'Corporate', annual_revenue_cents: 260000 },
    ]);
    expect(shares.map((s) => s.share)).toEqual([4.7, 34.1, 61.2]);
    expect(revenueShares([{ annual_revenue_cents: 0 }]).map((s) => s.share)).toEqual([0]);
  });
});
