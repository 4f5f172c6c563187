import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
/** The only dated API version GoTrue knows; auth-js sends it on every request. */
export const API_VERSION_2024_01_01 = '2024-01-01';

/** A GoTrue HTTPError: status, machine code and human message (+ extra body fields). */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'AuthError';
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message);

export function weakPassword(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}

/** Dates the request's X-Supabase-Api-Version; anything unparsable counts as the initial version. */
function requestApiVersion(c: Context): string | undefined {
  const value = c.req.header(API_VERSION_HEADER);
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
    return undefined;
  }
  return value;
}

/**
 * Serialises an error the way GoTrue's HandleResponseError does: clients that
 * send API version 2024-01-01 (auth-js) get `{code, message}` and the version
 * echoed back; older clients get the legacy `{code: <status>, error_code, msg}`.
 */
export function errorResponse(c: Context, error: AuthError): Response {
  const version = requestApiVersion(c);
  if (version && version >= API_VERSION_2024_01_01) {
    c.header(API_VERSION_HEADER, API_VERSION_2024_01_01);
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
  }
  return c.json(
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    error.status,
  );
}

/** Anything that is not an AuthError becomes GoTrue's generic 500. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) {
    // Server-side failures keep their cause for the stack's log, never for the client.
    if (error.status >= 500) console.error('[auth]', error.message, error.cause ?? '');
    return error;
  }
  console.error('[auth] unexpected error', error);
  return new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );
}
