import { z } from 'zod';
import { corsHeaders } from '../_shared/cors.ts';
import { type FunctionDeps, type Handler, loadEnv, supabaseEnv } from '../_shared/env.ts';
import { allowMethods, HttpError, readJson, withHttp } from '../_shared/http.ts';
import { requireMember } from '../_shared/member.ts';
import { loadReceiptFacts } from '../_shared/receipt-facts.ts';
import { receiptFileName, receiptPdf } from '../_shared/receipt-pdf.ts';
import { createServiceClient, createUserClient } from '../_shared/supabase.ts';

export const receiptPayload = z.object({
  reference: z
    .string({ error: 'Payment reference is required' })
    .trim()
    .min(1, 'Payment reference is required')
    .max(200, 'Not a payment reference'),
});

export const messages = {
  notFound: 'No successful payment of yours has this reference',
} as const;

/**
 * POST { reference } by a signed-in member → the receipt PDF of that successful payment, in
 * the paying member's language. The transaction is read AS the caller first, so RLS decides
 * who may have it: its member, or an admin (any payment); anyone else gets 404, as for an
 * unknown reference or a payment that did not succeed. 401 signed out, 403 at aal1 with a
 * factor, 400 a bad body. The same generator makes the e-mail's attachment.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const config = loadEnv(supabaseEnv, deps.env);
  return withHttp(async (req) => {
    allowMethods(req, 'POST');
    const asCaller = createUserClient(config, req, deps.fetch);
    await requireMember(asCaller, req);
    const { reference } = await readJson(req, receiptPayload);

    const { data, error } = await asCaller
      .from('transactions')
      .select('reference')
      .eq('reference', reference)
      .eq('status', 'success')
      .maybeSingle();
    if (error) throw new Error(`reading the transaction failed: ${error.message}`);
    if (!data) throw new HttpError(404, messages.notFound);

    const facts = await loadReceiptFacts(createServiceClient(config, deps.fetch), reference);
    if (!facts) throw new HttpError(404, messages.notFound);
    const pdf = await receiptPdf(facts);
    // A Blob: Uint8Array<ArrayBufferLike> is not a BodyInit to every runtime's types.
    return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>]), {
      status: 200,
      headers: {
        ...corsHeaders,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${receiptFileName(facts)}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
