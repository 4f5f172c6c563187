/**
 * The portal's one data-error model. Every failed database read or write (PostgREST through
 * supabase-js), storage call or edge-function call becomes a `DataError` that keeps what the
 * server said — its code (SQLSTATE, PostgREST `PGRST…` or a function's machine code), details,
 * hint, HTTP status and any values — and the class (`kind`) the UI words once, in four
 * languages (`useDataErrorText` in @csan/shared-ui/forms). A page with a message of its own (the
 * spec's verbatim texts) still reads `code` or `kind` and shows that.
 */

/** What went wrong, as a member can act on it. */
export type DataErrorKind =
  /** Not allowed (RLS, a role or ownership check, a 403). */
  | 'refused'
  /** Signed out, or the session expired (401, an invalid JWT). */
  | 'needs-sign-in'
  /** Allowed only after the second factor (aal2). */
  | 'needs-mfa'
  /** It exists already (a unique key, a second request). */
  | 'duplicate'
  /** The row, file or function is not there. */
  | 'not-found'
  /** The server refused the values (a check, a too-long text, a bad parameter). */
  | 'invalid'
  /** Too many requests for now. */
  | 'rate-limited'
  /** The server took too long (a statement timeout, a gateway timeout, an abort). */
  | 'timeout'
  /** The request never reached the server (offline, DNS, CORS). */
  | 'network'
  /** Anything else (a 5xx, an answer the page could not read). */
  | 'unknown';

/** Every kind, for tests and catalogs that must cover them all. */
export const DATA_ERROR_KINDS: readonly DataErrorKind[] = [
  'refused',
  'needs-sign-in',
  'needs-mfa',
  'duplicate',
  'not-found',
  'invalid',
  'rate-limited',
  'timeout',
  'network',
  'unknown',
];

/** Where the failing call went. */
export type DataErrorSource = 'database' | 'function' | 'storage';

/** What a DataError is built from: PostgREST's error fields plus the HTTP status. */
export type DataErrorInit = {
  message: string;
  code?: string | null;
  details?: string | null;
  hint?: string | null;
  status?: number | null;
  /** Values an edge function's machine code comes with (amounts in pesewas, tier names). */
  params?: Readonly<Record<string, string | number>>;
  source?: DataErrorSource;
};

export class DataError extends Error {
  override readonly name = 'DataError';
  readonly kind: DataErrorKind;
  /** SQLSTATE (`23505`), PostgREST's `PGRST116`, or an edge function's machine code. */
  readonly code: string | null;
  readonly details: string | null;
  readonly hint: string | null;
  /** The HTTP status of the answer; null when none came (network) or it is unknown. */
  readonly status: number | null;
  readonly params: Readonly<Record<string, string | number>>;
  readonly source: DataErrorSource;

  constructor(init: DataErrorInit, options?: { cause?: unknown }) {
    super(init.message || 'Request failed', options);
    this.code = init.code || null;
    this.details = init.details || null;
    this.hint = init.hint || null;
    this.status = typeof init.status === 'number' && init.status > 0 ? init.status : null;
    this.params = init.params ?? {};
    this.source = init.source ?? 'database';
    this.kind = classifyDataError(this);
  }

  /** The server's own words when it gave some; never supabase-js's generic texts. */
  get serverMessage(): string | null {
    // No answer came (network, or a function call without an HTTP status): the text is the
    // browser's or supabase-js's, not the server's.
    if (this.kind === 'network' || GENERIC_MESSAGES.has(this.message)) return null;
    if (this.source === 'function' && this.status === null) return null;
    return this.message;
  }
}

/** supabase-js's own messages, which say nothing a person can use. */
const GENERIC_MESSAGES = new Set([
  'Request failed',
  'Edge Function returned a non-2xx status code',
  'Failed to send a request to the Edge Function',
  'Relay Error invoking the Edge Function',
]);

// SQLSTATE classes and codes (https://www.postgresql.org/docs/current/errcodes-appendix.html)
// and PostgREST's own codes (https://docs.postgrest.org/en/stable/references/errors.html).
const BY_CODE: Readonly<Record<string, DataErrorKind>> = {
  '23505': 'duplicate', // unique_violation
  '42501': 'refused', // insufficient_privilege (RLS, has_role checks)
  '57014': 'timeout', // query_canceled (statement timeout)
  PT429: 'rate-limited', // raised by the public forms' and support requests' limits
  P0002: 'not-found', // no_data_found (raised by our functions)
  PGRST116: 'not-found', // .single() found no row
  PGRST301: 'needs-sign-in', // JWT invalid or expired
  PGRST302: 'needs-sign-in', // anonymous access disabled
  PGRST303: 'needs-sign-in', // JWT claims invalid
};

const BY_STATUS: Readonly<Record<number, DataErrorKind>> = {
  400: 'invalid',
  401: 'needs-sign-in',
  403: 'refused',
  404: 'not-found',
  408: 'timeout',
  409: 'duplicate',
  413: 'invalid',
  422: 'invalid',
  429: 'rate-limited',
  504: 'timeout',
};

const MFA_WORDS = /\b(aal2|mfa|multi-factor|second factor)\b/i;
const NETWORK_WORDS =
  /failed to fetch|networkerror|network request failed|load failed|fetch failed/i;

/**
 * The class of a failure, from its code first (exact), then the SQLSTATE class (22 data
 * exception / 23 integrity constraint → invalid), then its HTTP status. A refusal that names the
 * second factor (the database's "multi-factor authentication required", an edge function's
 * `mfa_required`) needs MFA rather than a different role.
 */
export function classifyDataError(error: {
  message?: string | null;
  code?: string | null;
  hint?: string | null;
  status?: number | null;
}): DataErrorKind {
  const code = error.code ?? '';
  const text = `${error.message ?? ''} ${error.hint ?? ''} ${code}`;
  const status = error.status ?? 0;
  if (status === 408 || error.message === 'AbortError' || /aborted|timed? ?out/i.test(text)) {
    return 'timeout';
  }
  // A SQLSTATE's class outranks the status PostgREST maps it to (23503 answers 409).
  const sqlClass = /^2[23][0-9A-Z]{3}$/.test(code) ? 'invalid' : undefined;
  const byCode = BY_CODE[code] ?? sqlClass ?? BY_STATUS[status];
  if (byCode === 'refused' && MFA_WORDS.test(text.replace(/_/g, ' '))) return 'needs-mfa';
  if (byCode) return byCode;
  if (status === 0 && NETWORK_WORDS.test(text)) return 'network';
  return 'unknown';
}

/** Anything thrown, as a DataError (a DataError is returned as it is). */
export function toDataError(error: unknown, source: DataErrorSource = 'database'): DataError {
  if (error instanceof DataError) return error;
  if (typeof error === 'object' && error !== null) {
    const e = error as Record<string, unknown>;
    const text = (key: string) => (typeof e[key] === 'string' ? (e[key] as string) : null);
    const status =
      typeof e.status === 'number'
        ? e.status
        : typeof e.statusCode === 'number'
          ? e.statusCode
          : Number(text('statusCode')) || null;
    return new DataError(
      {
        message: text('message') ?? String(error),
        code: text('code'),
        details: text('details'),
        hint: text('hint'),
        status,
        source,
      },
      { cause: error },
    );
  }
  return new DataError({ message: String(error), source }, { cause: error });
}

/** The class of anything thrown ('unknown' for what is not a data error). */
export function dataErrorKind(error: unknown): DataErrorKind {
  return error instanceof DataError ? error.kind : 'unknown';
}

/** A supabase-js PostgREST or storage result: `{ data, error }`, maybe with the HTTP status. */
type Result = { data: unknown; error: unknown; status?: number };

/**
 * The data of a successful result, or a thrown DataError that keeps the failure's code,
 * details, hint and HTTP status. The success branch's type is kept exactly: `maybeSingle()`
 * still gives `Row | null`.
 *
 *   const rows = unwrap(await client.from('waitlist').select('id'));
 */
export function unwrap<R extends Result>(result: R): Extract<R, { error: null }>['data'] {
  if (result.error) {
    const error = toDataError(result.error);
    if (error.status === null && typeof result.status === 'number' && result.status > 0) {
      throw new DataError(
        {
          message: error.message,
          code: error.code,
          details: error.details,
          hint: error.hint,
          status: result.status,
          source: error.source,
        },
        { cause: result.error },
      );
    }
    throw error;
  }
  return result.data as Extract<R, { error: null }>['data'];
}
