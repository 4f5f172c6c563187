import type { z } from 'zod';
import { corsHeaders, preflight } from './cors.ts';
import type { Handler } from './env.ts';

/**
 * An error with the HTTP status and message the caller should see, and any fields its body
 * carries beside them (a shared refusal's `code`, so every function answers it alike).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: ErrorDetails | null = null,
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

/** How deeply a request body's arrays and objects may nest. */
export const MAX_BODY_NESTING = 100;

/**
 * A body nested deeper than MAX_BODY_NESTING, or holding a NUL character in any string or key
 * (Postgres text cannot store one: the database call would fail as a 500), is refused before
 * any schema or query sees it. Walked without recursion.
 */
export function hostileJsonProblem(value: unknown): string | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'Request body must not contain NUL characters';
    } else if (typeof current === 'object' && current !== null) {
      if (depth + 1 > MAX_BODY_NESTING)
        return `Request body is nested more than ${MAX_BODY_NESTING} levels deep`;
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return 'Request body must not contain NUL characters';
        stack.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

/** Parses the JSON body against `schema`; 400 with the first problem's message otherwise. */
export async function readJson<T>(req: Request, schema: z.ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new HttpError(400, 'Request body must be JSON');
  }
  const problem = hostileJsonProblem(body);
  if (problem) throw new HttpError(400, problem);
  const result = schema.safeParse(body);
  if (!result.success)
    throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid request body');
  return result.data;
}

/**
 * The body of a scheduled call (pg_net sends '{}', a manual call may send nothing): empty means
 * `{}`, anything else is read as `readJson` does. 400 with `refusal` when it does not fit.
 */
export async function readScheduledBody<T>(
  req: Request,
  schema: z.ZodType<T>,
  refusal: string,
): Promise<T> {
  const text = await req.text();
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'Request body must be JSON');
    }
  }
  const problem = hostileJsonProblem(body);
  if (problem) throw new HttpError(400, problem);
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, refusal);
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
  const respond = (status: number, message: string, details: ErrorDetails | null = null) =>
    errorResponse(status, message, { ...describe?.(message), ...details });
  return async (req) => {
    const early = preflight(req);
    if (early) return early;
    try {
      return await handler(req);
    } catch (error) {
      if (error instanceof HttpError) return respond(error.status, error.message, error.details);
      console.error(error);
      return respond(500, 'Internal error');
    }
  };
}
