/**
 * Display rules of the Revenue tab. The figures themselves come computed from the database;
 * these only say how to show them.
 */

/** A percentage with exactly one decimal in the reader's language: `14.3%`, `14,3 %`. */
export function formatPercent(value: number, language = 'en'): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 100);
}

/** A month (`YYYY-MM-DD` of its 1st, UTC) as a short label: `Nov 2026`, `nov. 2026`. */
export function monthLabel(month: string, language = 'en'): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month.slice(0, 10)}T00:00:00Z`));
}

/**
 * Each tier's share of the annual revenue, in percent with one decimal (0 for every tier when
 * there is no revenue): the width of its bar in Revenue by Tier.
 */
export function revenueShares<T extends { annual_revenue_cents: number }>(
  tiers: T[],
): (T & { share: number })[] {
  const total = tiers.reduce((sum, tier) => sum + tier.annual_revenue_cents, 0);
  return tiers.map((tier) => ({
    ...tier,
    share: total === 0 ? 0 : Math.round((tier.annual_revenue_cents * 1000) / total) / 10,
  }));
}
