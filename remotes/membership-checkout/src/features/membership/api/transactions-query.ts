import { z } from 'zod';
import { supabaseClient } from '../../../lib/client';

/** Spec section 9: the payment history shows the last 10 transactions. */
export const PAYMENT_HISTORY_LIMIT = 10;

export const transactionRow = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  status: z.string(),
  created_at: z.string(),
});

export type Transaction = z.infer<typeof transactionRow>;

export async function fetchTransactions(userId: string): Promise<Transaction[]> {
  const client = await supabaseClient();
  const { data, error } = await client
    .from('transactions')
    .select('id, amount_cents, status, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(PAYMENT_HISTORY_LIMIT);
  if (error) throw new Error(error.message);
  return z.array(transactionRow).parse(data);
}
