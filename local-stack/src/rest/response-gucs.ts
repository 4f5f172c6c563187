import type { Queryable } from '../db/database.js';
import { ApiError } from './errors.js';

/** What SQL asked of the answer through PostgREST's `response.status` / `response.headers`. */
export interface ResponseGucs {
  status: number | null;
  headers: [string, string][];
}

/**
 * Reads the two GUCs at the end of the request's transaction, as PostgREST does after its main
 * statement: a function, a trigger or a view's function may have set them with
 * `set_config('response.status', '201', true)`. An empty value is a GUC left over from an
 * earlier transaction on the connection, i.e. unset.
 */
export async function readResponseGucs(tx: Queryable): Promise<ResponseGucs> {
  const { rows } = await tx.query<{ status: string | null; headers: string | null }>(
    `select current_setting('response.status', true) as status,
      current_setting('response.headers', true) as headers`,
  );
  const row = rows[0];
  return { status: parseStatus(row?.status), headers: parseHeaders(row?.headers) };
}

/** PostgREST takes any positive integer; a Fetch Response holds only 200–599, so that is the range here. */
function parseStatus(text: string | null | undefined): number | null {
  if (!text) return null;
  const status = Number(text);
  if (!/^\d+$/.test(text.trim()) || status < 200 || status > 599) {
    throw new ApiError(500, {
      code: 'PGRST112',
      message: 'Status code must be a positive integer',
      details: null,
      hint: null,
    });
  }
  return status;
}

function parseHeaders(text: string | null | undefined): [string, string][] {
  if (!text) return [];
  const invalid = new ApiError(500, {
    code: 'PGRST111',
    message:
      'response.headers guc must be a JSON array composed of objects with a single key and a string value',
    details: null,
    hint: null,
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid;
  }
  if (!Array.isArray(parsed)) throw invalid;
  return parsed.map((item) => {
    const entries = typeof item === 'object' && item !== null ? Object.entries(item) : [];
    const [only] = entries;
    if (entries.length !== 1 || !only || typeof only[1] !== 'string') throw invalid;
    return [only[0], only[1]] as [string, string];
  });
}

/** The reply with the status and headers SQL asked for (they win over the computed ones). */
export function applyResponseGucs(response: Response, gucs: ResponseGucs | null): Response {
  if (!gucs || (gucs.status === null && gucs.headers.length === 0)) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of gucs.headers) headers.set(name, value);
  const status = gucs.status ?? response.status;
  // 204, 205 and 304 carry no body.
  const body = [204, 205, 304].includes(status) ? null : response.body;
  return new Response(body, { status, headers });
}
