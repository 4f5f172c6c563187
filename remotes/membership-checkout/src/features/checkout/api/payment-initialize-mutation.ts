import { invokeFunction } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { membershipKeys } from '../../../api/keys';

const answer = z.union([
  z.object({ free_order: z.literal(true), subscription_id: z.string() }),
  z.object({ free_order: z.literal(false).optional(), authorization_url: z.string().url() }),
]);

export type PaymentStart =
  | { kind: 'free'; subscriptionId: string }
  | { kind: 'redirect'; authorizationUrl: string };

/**
 * initialize-payment { tier, teamSize (1 unless Corporate), discountCode or null,
 * expectedTotalCents }: the order of the quote the buyer saw, and its total. The server prices
 * the order from the database and refuses it (409 total_changed) when its total is not the one
 * confirmed; nothing here is trusted, and its answer is checked.
 */
export async function initializePayment(input: {
  tier: string;
  teamSize: number;
  discountCode: string | null;
  expectedTotalCents: number;
}): Promise<PaymentStart> {
  // A refusal is a DataError carrying the body's reason (reasonOf in lib/server-reason).
  const start = await invokeFunction('initialize-payment', {
    body: input,
    parse: (data) => answer.parse(data),
  });
  return 'subscription_id' in start
    ? { kind: 'free', subscriptionId: start.subscription_id }
    : { kind: 'redirect', authorizationUrl: start.authorization_url };
}

/**
 * Starts the order. It changes the member's membership either way (a new order abandons the
 * earlier unpaid ones and records its transaction; a free order is active at once), so their
 * subscription and payment history are stale. A free order's next page in this tab shows
 * them, so they are read again before it opens; a paid one leaves for the payment page.
 */
export function usePaymentInitializeMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initializePayment,
    onSuccess: (start) =>
      queryClient.invalidateQueries({
        queryKey: membershipKeys.membership(userId),
        refetchType: start.kind === 'free' ? 'all' : 'none',
      }),
  });
}
