import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipKeys } from '../../../api/keys';

/**
 * Cancelling keeps access to the end of the billing period. RLS lets a member set only this
 * one column, only on their own active subscription.
 */
export async function cancelSubscription(subscriptionId: string): Promise<void> {
  const client = await loadSupabase();
  const data = unwrap(
    await client
      .from('subscriptions')
      .update({ cancel_at_period_end: true })
      .eq('id', subscriptionId)
      .select('id'),
  );
  // RLS filters rather than refuses: no row back means nothing was cancelled.
  if (data.length === 0) throw new Error('subscription not cancellable');
}

/** Cancels, then reads the member's subscription again (the payment history is unchanged). */
export function useSubscriptionCancelMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: membershipKeys.subscription(userId) }),
  });
}
