/** PostgREST's error body: `{code, message, details, hint}` with PostgREST's HTTP status. */
export interface ErrorBody {
  code: string;
  message: string;
  /** A string from Postgres; PGRST201 gives a list of the candidate relationships. */
  details: string | unknown[] | null;
  hint: string | null;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    body: Partial<ErrorBody> & { code: string; message: string },
    headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.status = status;
    this.body = {
      code: body.code,
      message: body.message,
      details: body.details ?? null,
      hint: body.hint ?? null,
    };
    this.headers = headers;
  }
}

/** PGRST100: the query string could not be parsed. */
export function parseError(message: string, details: string | null = null): ApiError {
  return new ApiError(400, { code: 'PGRST100', message, details });
}

interface PgErrorLike {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

function isPgError(error: unknown): error is PgErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** PostgREST's SQLSTATE → HTTP table (docs/references/errors.rst). */
export function statusForSqlState(code: string, isAnonymous: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    P0001: 400,
    '53400': 500,
  };
  if (code === '42501') return isAnonymous ? 401 : 403;
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom?.[1]) return Number(custom[1]);
  if (exact[code]) return exact[code];
  const prefixes: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  return prefixes.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 400;
}

/** Turns anything thrown while serving a request into PostgREST's error response parts. */
export function toApiError(error: unknown, isAnonymous: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (isPgError(error) && /^[0-9A-Z]{5}$/.test(error.code)) {
    return new ApiError(statusForSqlState(error.code, isAnonymous), {
      code: error.code,
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    });
  }
  if (isPgError(error) && /ECONNREFUSED|ECONNRESET|ETIMEDOUT/.test(error.code)) {
    return new ApiError(503, {
      code: 'PGRST001',
      message: 'Database client error. Retrying the connection.',
      details: error.message,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(500, {
    code: 'PGRSTX00',
    message: 'Internal server error',
    details: message,
  });
}
