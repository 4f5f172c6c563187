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

/** What checkout would say of a code today, in the server's order (discount_refusal). */
export type DiscountState = 'active' | 'inactive' | 'expired' | 'used-up';

/**
 * The code's real state, as the table shows it: 'Active' only when checkout would take it.
 * Mirrors the database's refusal order (inactive, then expired, then the usage limit); the
 * database decides at checkout, this only tells the admin before a member finds out.
 */
export function discountState(
  code: {
    is_active: boolean;
    valid_until: string | null;
    max_uses: number | null;
    times_used: number;
  },
  now: Date = new Date(),
): DiscountState {
  if (!code.is_active) return 'inactive';
  if (isExpired(code.valid_until, now)) return 'expired';
  if (code.max_uses !== null && code.times_used >= code.max_uses) return 'used-up';
  return 'active';
}
