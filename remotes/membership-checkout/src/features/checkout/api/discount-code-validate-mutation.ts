import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabaseClient } from '../../../lib/client';
import { functionErrorReason, reasonFromBody, type ServerReason } from '../../../lib/server-reason';

const validation = z.object({
  valid: z.boolean(),
  discount_amount_cents: z.number().int().nullish(),
});

export type DiscountValidation = {
  valid: boolean;
  /** The server's reason (code + English message), translated where it is shown. */
  reason: ServerReason | null;
  discountCents: number;
};

/**
 * validate-discount-code { code, tier, amountCents } → { valid, message,
 * discount_amount_cents } (+ `code`, `params`). A refusal is a normal answer (valid false +
 * the server's reason); a non-2xx `{ error, code }` is a refusal too; only failures without
 * any reason throw (the page then shows 'Failed to validate code').
 */
export async function validateDiscountCode(input: {
  code: string;
  tier: string;
  amountCents: number;
}): Promise<DiscountValidation> {
  const client = await supabaseClient();
  const { data, error } = await client.functions.invoke('validate-discount-code', { body: input });
  if (error) {
    // A 4xx with a reason (sign in, bad input) is shown like any other refusal.
    const reason = await functionErrorReason(error);
    if (reason) return { valid: false, reason, discountCents: 0 };
    throw error instanceof Error ? error : new Error(String(error));
  }
  const parsed = validation.parse(data);
  return {
    valid: parsed.valid,
    reason: reasonFromBody(data),
    discountCents: parsed.valid ? (parsed.discount_amount_cents ?? 0) : 0,
  };
}

/** Checks a code against the order; nothing on the server changes, so nothing is invalidated. */
export function useDiscountCodeValidateMutation() {
  return useMutation({ mutationFn: validateDiscountCode });
}
