import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation } from '@tanstack/react-query';

/**
 * 'Resend receipt': admin_resend_receipt queues the receipt of the subscription's successful
 * payment again under a new key (admin at aal2; audited as receipt_resent).
 */
export async function resendReceipt(subscriptionId: string): Promise<void> {
  const client = await loadSupabase();
  unwrap(await client.rpc('admin_resend_receipt', { p_subscription_id: subscriptionId }));
}

export function useReceiptResendMutation() {
  return useMutation({ mutationFn: resendReceipt });
}
