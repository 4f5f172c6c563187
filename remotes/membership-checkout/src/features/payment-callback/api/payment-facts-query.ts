import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { membershipKeys } from '../../../api/keys';

/** What the member paid for, as the database recorded it (the receipt's facts). */
export type PaymentFacts = {
  reference: string;
  amountCents: number;
  currency: string;
  paidAt: string;
  tier: string | null;
  teamSize: number | null;
  /** The end of the period the payment covers (the subscription's next billing date). */
  validUntil: string | null;
};

type Row = {
  reference: string | null;
  amount_cents: number;
  currency: string;
  updated_at: string;
  subscriptions: { tier: string; team_size: number; next_billing_date: string | null } | null;
};

/** The member's own transaction by reference (RLS: nobody else's is visible), or null. */
export async function fetchPaymentFacts(reference: string): Promise<PaymentFacts | null> {
  const client = await loadSupabase();
  const row = unwrap(
    await client
      .from('transactions')
      .select(
        'reference, amount_cents, currency, updated_at, subscriptions(tier, team_size, next_billing_date)',
      )
      .eq('reference', reference)
      .maybeSingle<Row>(),
  );
  if (!row) return null;
  return {
    reference: row.reference ?? reference,
    amountCents: row.amount_cents,
    currency: row.currency,
    paidAt: row.updated_at,
    tier: row.subscriptions?.tier ?? null,
    teamSize: row.subscriptions?.team_size ?? null,
    validUntil: row.subscriptions?.next_billing_date ?? null,
  };
}

/** Read once the payment is known to be successful (before that the period is not set). */
export function usePaymentFacts(userId: string | null, reference: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...membershipKeys.transactions(userId ?? ''), 'facts', reference ?? ''],
    queryFn: () => fetchPaymentFacts(reference ?? ''),
    enabled: enabled && Boolean(userId && reference),
  });
}
