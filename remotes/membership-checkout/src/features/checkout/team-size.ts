import { CORPORATE_DEFAULT_TEAM_SIZE } from '../../lib/tiers';

/** The largest team initialize-payment accepts (beyond it: 'Team size is too large'). */
export const TEAM_SIZE_MAX = 100_000;

/**
 * The team size the Corporate field starts with: the `team` query parameter when it is a
 * whole number from the tier's minimum up (a renewal carries the member's current team), else
 * the default 5 (never below the minimum) as for a new purchase.
 */
export function initialTeamSize(requested: string | null, minimum: number): number {
  const fallback = Math.max(CORPORATE_DEFAULT_TEAM_SIZE, minimum);
  const text = requested?.trim() ?? '';
  if (!/^\d+$/.test(text)) return fallback;
  const size = Number(text);
  return Number.isSafeInteger(size) && size >= minimum && size <= TEAM_SIZE_MAX ? size : fallback;
}
