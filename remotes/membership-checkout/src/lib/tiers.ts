import { tierRank } from '@csan/shared-auth';

/** Sorts rows by tier rank (the database's text order would put Corporate first). */
export function byTierRank<T extends { tier: string }>(a: T, b: T): number {
  return tierRank(a.tier) - tierRank(b.tier);
}

/** The page that buys or renews a tier. */
export function checkoutPath(tier: string): string {
  return `/checkout?tier=${encodeURIComponent(tier)}`;
}

/** Spec section 9: Corporate team_size_min falls back to 5; the team size input starts at 5. */
export const FALLBACK_TEAM_SIZE_MIN = 5;
export const CORPORATE_DEFAULT_TEAM_SIZE = 5;
