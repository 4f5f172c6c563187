import { DataError, toDataError } from './data-error';
import { supabaseConfig } from './supabase';

/**
 * A PostgREST read as the anonymous role, without supabase-js (53 KB gzip): for a public page
 * that shows a few rows everyone may read — the home page's prices — where loading the client
 * would grow `/`. RLS decides as for any read (`anon`'s policies); no session is sent, so the
 * answer is the same for every visitor. `query` is PostgREST's path after `/rest/v1/`
 * (`membership_pricing?select=tier,base_price_cents`). Failures are DataErrors, like unwrap's.
 */
export async function readPublic<Row>(
  query: string,
  { signal, fetchImpl = fetch }: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<Row[]> {
  const settings = supabaseConfig();
  if (!settings) throw new DataError({ message: 'Supabase not configured' });
  const base = settings.supabaseUrl.endsWith('/')
    ? settings.supabaseUrl
    : `${settings.supabaseUrl}/`;
  let response: Response;
  try {
    response = await fetchImpl(new URL(`rest/v1/${query}`, base), {
      headers: { apikey: settings.supabaseAnonKey, accept: 'application/json' },
      signal,
    });
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
  return body as Row[];
}
