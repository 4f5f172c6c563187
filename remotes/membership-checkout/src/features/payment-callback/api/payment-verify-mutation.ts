import {
  DataError,
  invokeFunction,
  refreshAccess,
  reportError,
  useSession,
} from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { membershipKeys } from '../../../api/keys';

const answer = z.object({ success: z.boolean(), code: z.string().optional().catch(undefined) });

/**
 * `declined`: the provider refused the payment (code payment_declined), nothing was charged.
 * `pending`: a mobile-money charge still waiting for the phone (payment_pending): ask again.
 * `timedOut`: the phone never approved it (payment_timed_out), nothing was charged.
 */
export type VerifyResult = {
  success: boolean;
  declined: boolean;
  pending?: boolean;
  timedOut?: boolean;
};

/** How long the page waits for verify-payment before offering Retry (it is idempotent). */
export const VERIFY_TIMEOUT_MS = 30_000;

/** The page's own timeout: a DataError of kind 'timeout' (HTTP 408, as a gateway would say). */
const timedOut = () =>
  new DataError({ message: 'verify-payment timed out', status: 408, source: 'function' });

/** A failure is invokeFunction's DataError with the server's reason (reasonOf). */
async function invokeVerify(reference: string, signal: AbortSignal): Promise<VerifyResult> {
  const { success, code } = await invokeFunction('verify-payment', {
    body: { reference },
    signal,
    parse: (data) => answer.parse(data),
  });
  if (success) return { success, declined: false };
  if (code === 'payment_pending') return { success, declined: false, pending: true };
  if (code === 'payment_timed_out') return { success, declined: false, timedOut: true };
  return { success, declined: code === 'payment_declined' };
}

/**
 * verify-payment { reference } → { success }. Never hangs: after `timeoutMs`
 * the request is aborted and a DataError of kind 'timeout' thrown (the timer also covers
 * getting the client, which waits for the session).
 */
export async function verifyPayment(
  reference: string,
  timeoutMs = VERIFY_TIMEOUT_MS,
): Promise<VerifyResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(timedOut());
    }, timeoutMs);
  });
  try {
    return await Promise.race([invokeVerify(reference, controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The header and guards must see the new tier; a failed re-read only costs a stale header. */
export function refreshTier(): void {
  refreshAccess().catch((error: unknown) =>
    reportError(error, {
      remote: 'membership_checkout',
      action: 'payment-callback access refresh',
    }),
  );
}

/**
 * Verifies a payment. A verified payment activates the member's subscription and settles its
 * transaction: the session store learns the new tier, and the member's subscription and
 * payment history are read again, in the background (the result shows at once; the
 * membership page opened next finds them fresh).
 */
export function usePaymentVerifyMutation() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? null);
  return useMutation({
    mutationFn: (reference: string) => verifyPayment(reference),
    onSuccess: (result) => {
      if (!result.success) return;
      refreshTier();
      if (userId) {
        void queryClient.invalidateQueries({
          queryKey: membershipKeys.membership(userId),
          refetchType: 'all',
        });
      }
    },
    onError: (error) =>
      reportError(error, {
        remote: 'membership_checkout',
        action: 'payment-callback verify-payment',
      }),
  });
}
