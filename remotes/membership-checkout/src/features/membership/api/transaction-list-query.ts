import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipKeys } from '../../../api/keys';

/** The payment history shows the member's last 10 transactions. */
export const PAYMENT_HISTORY_LIMIT = 10;

export type Transaction = Pick<
  Tables<'transactions'>,
  'id' | 'amount_cents' | 'status' | 'created_at' | 'reference' | 'channel'
>;

/**
 * How the member's last successful payment was made, as the provider reported it ('card',
 * 'mobile_money'; null when unknown or free): mobile money cannot be charged again, so its
 * payers renew by reminder.
 */
export const lastPaymentChannel = (transactions: readonly Transaction[]) =>
  transactions.find((tx) => tx.status === 'success')?.channel ?? null;

export async function fetchTransactions(userId: string): Promise<Transaction[]> {
  const client = await loadSupabase();
  const data = unwrap(
    await client
      .from('transactions')
      .select('id, amount_cents, status, created_at, reference, channel')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(PAYMENT_HISTORY_LIMIT),
  );
  return data;
}

export const transactionListQuery = (userId: string) =>
  queryOptions({
    queryKey: membershipKeys.transactions(userId),
    queryFn: () => fetchTransactions(userId),
  });

export function useTransactionListQuery(userId: string) {
  return useQuery(transactionListQuery(userId));
}
