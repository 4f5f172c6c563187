import type { Tables } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipKeys } from '../../../api/keys';
import { supabaseClient } from '../../../lib/client';

/** The payment history shows the member's last 10 transactions. */
export const PAYMENT_HISTORY_LIMIT = 10;

export type Transaction = Pick<
  Tables<'transactions'>,
  'id' | 'amount_cents' | 'status' | 'created_at'
>;

export async function fetchTransactions(userId: string): Promise<Transaction[]> {
  const client = await supabaseClient();
  const { data, error } = await client
    .from('transactions')
    .select('id, amount_cents, status, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(PAYMENT_HISTORY_LIMIT);
  if (error) throw new Error(error.message);
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
