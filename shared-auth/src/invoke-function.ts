import { DataError, toDataError } from './data-error';
import { loadSupabase } from './supabase';

export type InvokeOptions<T> = {
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Checks the answer and gives it its type (`(data) => schema.parse(data)`: zod 4 methods are
   * not bound, so pass a closure); what it throws
   * becomes a DataError of kind 'unknown'. Without it the answer is trusted as `T`.
   */
  parse?: (data: unknown) => T;
};

/**
 * Calls an edge function of the page's one client. A non-2xx answer throws a DataError with
 * the HTTP status and what the error body says (`{ error, code, params }`, the shape of
 * edge-functions/_shared/http.ts errorResponse; `message` is read too): the machine `code` a
 * page translates, the English text as the error's message (shown only for a code the page
 * does not know), and the values its text needs. A network failure or abort throws one too.
 */
export async function invokeFunction<T = unknown>(
  name: string,
  { body, signal, parse }: InvokeOptions<T> = {},
): Promise<T> {
  const client = await loadSupabase();
  const { data, error } = await client.functions.invoke(name, {
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
    ...(signal ? { signal } : {}),
  });
  if (error) throw await functionError(error);
  if (!parse) return data as T;
  try {
    return parse(data);
  } catch (cause) {
    throw new DataError(
      { message: `${name} gave an answer the page cannot read`, source: 'function' },
      { cause },
    );
  }
}

/** A failed invoke's error (FunctionsHttpError has the Response as `context`) as a DataError. */
export async function functionError(error: unknown): Promise<DataError> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response)) return toDataError(error, 'function');
  const said = await bodyOf(context);
  return new DataError(
    {
      message: said.text ?? (error as Error).message ?? `HTTP ${context.status}`,
      code: said.code,
      details: said.details,
      hint: said.hint,
      status: context.status,
      params: said.params,
      source: 'function',
    },
    { cause: error },
  );
}

type Said = {
  text: string | null;
  code: string | null;
  details: string | null;
  hint: string | null;
  params: Record<string, string | number>;
};

const trimmed = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** What an error body says; a body that is not a JSON object says nothing. */
async function bodyOf(response: Response): Promise<Said> {
  const none: Said = { text: null, code: null, details: null, hint: null, params: {} };
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return none;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return none;
  const b = body as Record<string, unknown>;
  const params: Record<string, string | number> = {};
  if (typeof b.params === 'object' && b.params !== null && !Array.isArray(b.params)) {
    for (const [key, value] of Object.entries(b.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
  }
  return {
    text: trimmed(b.error) ?? trimmed(b.message),
    code: trimmed(b.code),
    details: trimmed(b.details),
    hint: trimmed(b.hint),
    params,
  };
}
