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
 * The reason an edge function gave in its error body, if any. supabase-js wraps a non-2xx
 * answer in FunctionsHttpError whose `context` is the Response; its own `message` ("Edge
 * Function returned a non-2xx status code") is not for people.
 */
export async function functionErrorReason(error: unknown): Promise<ServerReason | null> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response)) return null;
  try {
    return reasonFromBody(await context.clone().json());
  } catch {
    // Not JSON: nothing a person should read.
    return null;
  }
}
