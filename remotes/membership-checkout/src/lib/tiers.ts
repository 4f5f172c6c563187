import { tierRank } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';

/** Sorts rows by tier rank (the database's text order would put Corporate first). */
export function byTierRank<T extends { tier: string }>(a: T, b: T): number {
  return tierRank(a.tier) - tierRank(b.tier);
}

/**
 * The page that buys or renews a tier. A Corporate renewal passes the current team size
 * (`&team=8`) so checkout starts from it instead of the default 5; checkout validates it.
 */
export function checkoutPath(tier: string, teamSize?: number): string {
  const keepsTeam =
    tier === 'Corporate' &&
    teamSize !== undefined &&
    Number.isSafeInteger(teamSize) &&
    teamSize > 0;
  return paths.checkout({ tier, team: keepsTeam ? teamSize : undefined });
}

/** Corporate team_size_min falls back to 5; the team size input starts at 5. */
export const FALLBACK_TEAM_SIZE_MIN = 5;
export const CORPORATE_DEFAULT_TEAM_SIZE = 5;
