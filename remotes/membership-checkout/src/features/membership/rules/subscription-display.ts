import { formatCedis } from '@csan/shared-ui';

/** The status a subscription is shown with (active, expiring or expired). */
export type SubscriptionDisplayStatus = 'active' | 'expiring' | 'expired';

export function subscriptionDisplayStatus(subscription: {
  status: string;
  cancel_at_period_end: boolean;
}): SubscriptionDisplayStatus {
  if (subscription.status === 'expired') return 'expired';
  if (subscription.cancel_at_period_end) return 'expiring';
  return 'active';
}

/** The renewal reminder shows within 14 days of the next billing date. */
export const RENEWAL_WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An active subscription whose next billing date falls within the renewal window (a date
 * already past but not yet expired by the nightly job counts too: renewing is still due).
 */
export function isRenewalDue(
  subscription: { status: string; next_billing_date: string | null },
  now: Date,
): boolean {
  if (subscription.status !== 'active' || !subscription.next_billing_date) return false;
  const due = new Date(subscription.next_billing_date).getTime();
  if (Number.isNaN(due)) return false;
  return due - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY_MS;
}

/**
 * Amounts are amount_cents / 100 in GHS with 2 decimals, and an amount of 0
 * shows '(Free with discount)' (`freeText`, translated) — in the status view and the history.
 */
export function amountText(amountCents: number, language: string, freeText: string): string {
  return amountCents === 0 ? freeText : formatCedis(amountCents, language);
}
