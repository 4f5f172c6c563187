/** What the Status column says of a subscription. */
export type SubscriptionStatusLabel = 'active' | 'cancelling' | 'expired' | 'other';

/**
 * An active subscription flagged cancel-at-period-end is Cancelling (access lasts to the end of
 * the period); an ended one is Expired whatever the flag said.
 */
export function subscriptionStatusLabel(row: {
  status: string;
  cancel_at_period_end: boolean;
}): SubscriptionStatusLabel {
  if (row.status === 'active') return row.cancel_at_period_end ? 'cancelling' : 'active';
  if (row.status === 'expired') return 'expired';
  return 'other';
}
