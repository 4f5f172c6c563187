import { DataError } from '@csan/shared-auth';
import { z } from 'zod';

/**
 * Why a payment function said no (or yes): its stable machine `code` with the values the text
 * needs (`params`), and its English `message` (kept for API clients; shown only when the code
 * is unknown to this remote). See edge-functions/_shared/reasons.ts for the codes.
 */
export type ServerReason = {
  code: string | null;
  params: Readonly<Record<string, string | number>>;
  message: string | null;
};

const text = z.string().trim().min(1);
const answer = z.object({
  code: text.optional().catch(undefined),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .catch(undefined),
  message: text.optional().catch(undefined),
  error: text.optional().catch(undefined),
});

/** The reason in a function's answer (`{ message, code }`, or an error body `{ error, code }`). */
export function reasonFromBody(body: unknown): ServerReason | null {
  const parsed = answer.safeParse(body);
  if (!parsed.success) return null;
  const { code, params, error, message } = parsed.data;
  const english = error ?? message ?? null;
  if (!code && !english) return null;
  return { code: code ?? null, params: params ?? {}, message: english };
}

/**
 * The reason a failed edge-function call gave: invokeFunction's DataError keeps the error
 * body's machine `code`, its `params` and its English text (serverMessage; supabase-js's own
 * "non-2xx" text is not one). Null for anything else, or a body that said nothing.
 */
export function reasonOf(error: unknown): ServerReason | null {
  if (!(error instanceof DataError) || error.source !== 'function') return null;
  const message = error.serverMessage;
  if (!error.code && !message) return null;
  return { code: error.code, params: error.params, message };
}
