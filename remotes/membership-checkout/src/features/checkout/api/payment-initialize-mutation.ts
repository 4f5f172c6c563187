import { loadSupabase } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { membershipKeys } from '../../../api/keys';
import { functionErrorReason, type ServerReason } from '../../../lib/server-reason';

const answer = z.union([
  z.object({ free_order: z.literal(true), subscription_id: z.string() }),
  z.object({ free_order: z.literal(false).optional(), authorization_url: z.string().url() }),
]);

export type PaymentStart =
  | { kind: 'free'; subscriptionId: string }
  | { kind: 'redirect'; authorizationUrl: string };

/** Thrown with the server's reason (if it gave one) so the toast can say why. */
export class PaymentInitError extends Error {
  constructor(readonly reason: ServerReason | null) {
    super(reason?.message ?? reason?.code ?? 'initialize-payment failed');
  }
}

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
  const client = await loadSupabase();
  const { data, error } = await client.functions.invoke('initialize-payment', { body: input });
  if (error) throw new PaymentInitError(await functionErrorReason(error));
  const parsed = answer.safeParse(data);
  if (!parsed.success) throw new PaymentInitError(null);
  return 'subscription_id' in parsed.data
    ? { kind: 'free', subscriptionId: parsed.data.subscription_id }
    : { kind: 'redirect', authorizationUrl: parsed.data.authorization_url };
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
