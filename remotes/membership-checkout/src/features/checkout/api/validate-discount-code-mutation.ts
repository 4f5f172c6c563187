import { z } from 'zod';
import { supabaseClient } from '../../../lib/client';
import { functionErrorMessage } from '../../../lib/function-error';

const validation = z.object({
  valid: z.boolean(),
  message: z.string().nullish(),
  discount_amount_cents: z.number().int().nullish(),
});

export type DiscountValidation = { valid: boolean; message: string | null; discountCents: number };

/**
 * Spec section 7: validate-discount-code { code, tier, amountCents } → { valid, message,
 * discount_amount_cents }. A refusal is a normal answer (valid false + the server's reason);
 * a non-2xx `{ error }` is shown as is too; only failures without a message throw (the page
 * then shows 'Failed to validate code').
 */
export async function validateDiscountCode(input: {
  code: string;
  tier: string;
  amountCents: number;
}): Promise<DiscountValidation> {
  const client = await supabaseClient();
  const { data, error } = await client.functions.invoke('validate-discount-code', { body: input });
  if (error) {
    // A 4xx with a reason (sign in, bad input) is the server's message too: shown as is.
    const message = await functionErrorMessage(error);
    if (message) return { valid: false, message, discountCents: 0 };
    throw error instanceof Error ? error : new Error(String(error));
  }
  const parsed = validation.parse(data);
  return {
    valid: parsed.valid,
    message: parsed.message ?? null,
    discountCents: parsed.valid ? (parsed.discount_amount_cents ?? 0) : 0,
  };
}
