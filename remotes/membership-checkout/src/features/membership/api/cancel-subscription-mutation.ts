import { supabaseClient } from '../../../lib/client';

/**
 * Spec section 4, "Cancel": access lasts to the end of the billing period. RLS lets a member
 * set only this one column, only on their own active subscription.
 */
export async function cancelSubscription(subscriptionId: string): Promise<void> {
  const client = await supabaseClient();
  const { data, error } = await client
    .from('subscriptions')
    .update({ cancel_at_period_end: true })
    .eq('id', subscriptionId)
    .select('id');
  if (error) throw new Error(error.message);
  // RLS filters rather than refuses: no row back means nothing was cancelled.
  if (!data || data.length === 0) throw new Error('subscription not cancellable');
}
