import { z } from 'zod';
import { supabaseClient } from '../../../lib/client';

export const subscriptionRow = z.object({
  id: z.string(),
  tier: z.string(),
  status: z.string(),
  amount_cents: z.number().int(),
  next_billing_date: z.string().nullable(),
  team_size: z.number().int(),
  cancel_at_period_end: z.boolean(),
  created_at: z.string(),
});

export type Subscription = z.infer<typeof subscriptionRow>;

/** Spec section 7: the member's newest active or expired subscription (one row), or null. */
export async function fetchSubscription(userId: string): Promise<Subscription | null> {
  const client = await supabaseClient();
  const { data, error } = await client
    .from('subscriptions')
    .select(
      'id, tier, status, amount_cents, next_billing_date, team_size, cancel_at_period_end, created_at',
    )
    .eq('user_id', userId)
    .in('status', ['active', 'expired'])
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data === null ? null : subscriptionRow.parse(data);
}
