import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { receiptLanguage } from './receipt-labels.ts';
import type { ReceiptFacts } from './receipt-pdf.ts';

const factsSchema = z.object({
  reference: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  paid_at: z.string(),
  tier: z.enum(['Student', 'Professional', 'Corporate']),
  team_size: z.number().int(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  member_name: z.string().nullable(),
  member_email: z.string(),
  language: z.string().transform(receiptLanguage),
});

/**
 * The receipt's facts for a successful payment (`payment_receipt_facts`, service role only:
 * the caller has already been authorised), or null when no successful payment has this
 * reference.
 */
export async function loadReceiptFacts(
  service: SupabaseClient,
  reference: string,
): Promise<ReceiptFacts | null> {
  const { data, error } = await service.rpc('payment_receipt_facts', { p_reference: reference });
  if (error) throw new Error(`payment_receipt_facts failed: ${error.message}`);
  if (data === null || data === undefined) return null;
  return factsSchema.parse(data);
}
