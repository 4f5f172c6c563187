import { z } from 'zod';
import { supabaseClient } from '../../../lib/client';
import { functionErrorMessage } from '../../../lib/function-error';

const answer = z.object({ success: z.boolean(), message: z.string().nullish() });

export type VerifyResult = { success: true } | { success: false; serverMessage: string | null };

/** Thrown when verification itself failed; carries the server's message if it sent one. */
export class VerifyPaymentError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'verify-payment failed');
  }
}

/** Spec section 7: verify-payment { reference } → { success }. */
export async function verifyPayment(reference: string): Promise<VerifyResult> {
  const client = await supabaseClient();
  const { data, error } = await client.functions.invoke('verify-payment', { body: { reference } });
  if (error) throw new VerifyPaymentError(await functionErrorMessage(error));
  const parsed = answer.safeParse(data);
  if (!parsed.success) throw new VerifyPaymentError(null);
  return parsed.data.success
    ? { success: true }
    : { success: false, serverMessage: parsed.data.message ?? null };
}
