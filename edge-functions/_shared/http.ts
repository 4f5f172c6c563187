import type { z } from 'zod';
import { corsHeaders, preflight } from './cors.ts';
import type { Handler } from './env.ts';

/** An error with the HTTP status and message the caller should see. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

/** Fields an error body may carry beside `error` (e.g. a machine `code` the portal translates). */
export type ErrorDetails = Readonly<Record<string, unknown>>;

/** Error bodies are always `{ error: message }` (plus any details) so the portal can show the message. */
export function errorResponse(
  status: number,
  message: string,
  details?: ErrorDetails | null,
): Response {
  return json({ ...details, error: message }, status);
}

/** Parses the JSON body against `schema`; 400 with the first problem's message otherwise. */
export async function readJson<T>(req: Request, schema: z.ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new HttpError(400, 'Request body must be JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success)
    throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid request body');
  return result.data;
}

export function allowMethods(req: Request, ...methods: string[]): void {
  if (!methods.includes(req.method)) throw new HttpError(405, 'Method not allowed');
}

/**
 * Wraps a handler: answers CORS preflights, turns HttpError into its status
 * and anything unexpected into a logged 500 (never a generic 400). `describe`
 * adds fields to an error body from its message (the payment functions' codes).
 */
export function withHttp(
  handler: Handler,
  describe?: (message: string) => ErrorDetails | null,
): Handler {
  const respond = (status: number, message: string) =>
    errorResponse(status, message, describe?.(message));
  return async (req) => {
    const early = preflight(req);
    if (early) return early;
    try {
      return await handler(req);
    } catch (error) {
      if (error instanceof HttpError) return respond(error.status, error.message);
      console.error(error);
      return respond(500, 'Internal error');
    }
  };
}
