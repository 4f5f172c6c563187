import { DataError, toDataError } from './data-error';
import { supabaseConfig } from './supabase';

type ReadOptions = { signal?: AbortSignal; fetchImpl?: typeof fetch };

/**
 * A PostgREST read as the anonymous role, without supabase-js (53 KB gzip): for a public page
 * that shows a few rows everyone may read — the home page's prices — where loading the client
 * would grow `/`. RLS decides as for any read (`anon`'s policies); no session is sent, so the
 * answer is the same for every visitor. `query` is PostgREST's path after `/rest/v1/`
 * (`membership_pricing?select=tier,base_price_cents`). Failures are DataErrors, like unwrap's.
 */
export async function readPublic<Row>(query: string, options: ReadOptions = {}): Promise<Row[]> {
  return (await request<Row>(query, options, false)).rows;
}

/**
 * readPublic with the exact number of rows the query matches besides the page it returns
 * (PostgREST's `Prefer: count=exact`, read from `Content-Range: 0-23/125`): a searched public
 * list's total, as supabase-js's `{ count: 'exact' }` gives it.
 */
export async function readPublicCounted<Row>(
  query: string,
  options: ReadOptions = {},
): Promise<{ rows: Row[]; count: number }> {
  const { rows, response } = await request<Row>(query, options, true);
  // `0-23/125`, or `*/0` for no rows; a missing or unknown total is no answer to trust.
  const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
  if (total === undefined)
    throw new DataError({ message: 'No exact count in the answer', status: response.status });
  return { rows, count: Number(total) };
}

async function request<Row>(
  query: string,
  { signal, fetchImpl = fetch }: ReadOptions,
  counted: boolean,
): Promise<{ rows: Row[]; response: Response }> {
  const settings = supabaseConfig();
  if (!settings) throw new DataError({ message: 'Supabase not configured' });
  const base = settings.supabaseUrl.endsWith('/')
    ? settings.supabaseUrl
    : `${settings.supabaseUrl}/`;
  const headers: Record<string, string> = {
    apikey: settings.supabaseAnonKey,
    accept: 'application/json',
  };
  if (counted) headers.prefer = 'count=exact';
  let response: Response;
  try {
    response = await fetchImpl(new URL(`rest/v1/${query}`, base), { headers, signal });
  } catch (error) {
    throw toDataError(error);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw toDataError({
      message: `HTTP ${response.status}`,
      ...(typeof body === 'object' ? body : {}),
      status: response.status,
    });
  }
  if (!Array.isArray(body))
    throw new DataError({ message: 'Not a list of rows', status: response.status });
  return { rows: body as Row[], response };
}
