/**
 * How a code's use reads in the table: the share of max uses taken, one decimal, or null for a
 * code without a limit; and whether its valid-until date has passed.
 */
export function usagePercent(timesUsed: number, maxUses: number | null): number | null {
  if (maxUses === null || maxUses <= 0) return null;
  return Math.round((timesUsed / maxUses) * 1000) / 10;
}

export function isExpired(validUntil: string | null, now: Date = new Date()): boolean {
  return validUntil !== null && new Date(validUntil).getTime() <= now.getTime();
}
