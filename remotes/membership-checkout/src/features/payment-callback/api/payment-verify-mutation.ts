import { loadSupabase, refreshAccess, reportError, useSession } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { membershipKeys } from '../../../api/keys';
import { functionErrorReason, type ServerReason } from '../../../lib/server-reason';

const answer = z.object({ success: z.boolean() });

export type VerifyResult = { success: boolean };

/** How long the page waits for verify-payment before offering Retry (it is idempotent). */
export const VERIFY_TIMEOUT_MS = 30_000;

/** Thrown when verification itself failed (with the server's reason, if any) or timed out. */
export class VerifyPaymentError extends Error {
  constructor(
    readonly reason: ServerReason | null,
    readonly timedOut = false,
  ) {
    super(timedOut ? 'verify-payment timed out' : (reason?.message ?? 'verify-payment failed'));
  }
}

async function invokeVerify(reference: string, signal: AbortSignal): Promise<VerifyResult> {
  const client = await loadSupabase();
  const { data, error } = await client.functions.invoke('verify-payment', {
    body: { reference },
    signal,
  });
  if (error) throw new VerifyPaymentError(await functionErrorReason(error));
  const parsed = answer.safeParse(data);
  if (!parsed.success) throw new VerifyPaymentError(null);
  return { success: parsed.data.success };
}

/**
 * verify-payment { reference } → { success }. Never hangs: after `timeoutMs`
 * the request is aborted and a timed-out VerifyPaymentError thrown (the timer also covers
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
      reject(new VerifyPaymentError(null, true));
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
