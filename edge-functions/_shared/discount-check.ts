import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from './http.ts';

/** The client the platform's gateway saw: the last hop of X-Forwarded-For (a client writes only those before it). */
export function clientAddress(req: Request): string {
  const hops = (req.headers.get('x-forwarded-for') ?? '').split(',');
  return hops.at(-1)?.trim() || 'unknown';
}

/**
 * Counts one look at a discount code for `memberId` and the request's client address
 * (count_discount_code_check: per member and per address in ten-minute windows) BEFORE the code
 * is looked at, so guessing is limited whichever function answers: validate-discount-code, and
 * quote-order when the quote names a code. Beyond the limit: 429.
 */
export async function countDiscountCodeCheck(
  service: SupabaseClient,
  memberId: string,
  req: Request,
): Promise<void> {
  const { error } = await service.rpc('count_discount_code_check', {
    p_member_id: memberId,
    p_address: clientAddress(req),
  });
  if (error?.code === 'PT429') throw new HttpError(429, error.message);
  if (error) throw new Error(`count_discount_code_check failed: ${error.message}`);
}
