import { z } from 'zod';
import { supabaseClient } from '../../../lib/client';
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
 * Spec section 7: initialize-payment { tier, teamSize (1 unless Corporate), discountCode or
 * null }. The server prices the order from the database; nothing here is trusted.
 */
export async function initializePayment(input: {
  tier: string;
  teamSize: number;
  discountCode: string | null;
}): Promise<PaymentStart> {
  const client = await supabaseClient();
  const { data, error } = await client.functions.invoke('initialize-payment', { body: input });
  if (error) throw new PaymentInitError(await functionErrorReason(error));
  const parsed = answer.safeParse(data);
  if (!parsed.success) throw new PaymentInitError(null);
  return 'subscription_id' in parsed.data
    ? { kind: 'free', subscriptionId: parsed.data.subscription_id }
    : { kind: 'redirect', authorizationUrl: parsed.data.authorization_url };
}
