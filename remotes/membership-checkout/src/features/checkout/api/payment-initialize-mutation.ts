import { invokeFunction } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { membershipKeys } from '../../../api/keys';

const answer = z.union([
  z.object({ free_order: z.literal(true), subscription_id: z.string() }),
  z.object({
    channel: z.literal('mobile_money'),
    reference: z.string().min(1),
    step: z.enum(['send_otp', 'pending', 'success', 'failed']),
  }),
  z.object({ free_order: z.literal(false).optional(), authorization_url: z.string().url() }),
]);

/** What a mobile-money charge needs next: the network's OTP, the phone, or nothing. */
export type ChargeStep = 'send_otp' | 'pending' | 'success' | 'failed';

export type PaymentStart =
  | { kind: 'free'; subscriptionId: string }
  | { kind: 'redirect'; authorizationUrl: string }
  | { kind: 'mobile-money'; reference: string; step: ChargeStep };

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
  /** Charge this wallet (a prompt on the member's phone) instead of the card page. */
  mobileMoney?: { provider: string; phone: string } | null;
}): Promise<PaymentStart> {
  // A refusal is a DataError carrying the body's reason (reasonOf in lib/server-reason).
  const { mobileMoney, ...order } = input;
  const start = await invokeFunction('initialize-payment', {
    body: mobileMoney ? { ...order, mobileMoney } : order,
    parse: (data) => answer.parse(data),
  });
  if ('subscription_id' in start) return { kind: 'free', subscriptionId: start.subscription_id };
  if ('channel' in start)
    return { kind: 'mobile-money', reference: start.reference, step: start.step };
  return { kind: 'redirect', authorizationUrl: start.authorization_url };
}

/**
 * Starts the order. It changes the member's membership either way (a new order abandons the
 * earlier unpaid ones and records its transaction; a free order is active at once), so their
 * subscription and payment history are stale. A free order's next page in this tab shows
 * them, so they are read again before it opens; a paid one leaves for the payment page (or,
 * by mobile money, waits on the result page, which reads them once the payment settles).
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
