import { REMOTE_NAME_PATTERN, type RuntimeConfig } from './config-rules';
import { takeEarlyResponse } from './early-responses';

export type { RuntimeConfig } from './config-rules';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilled = (value: unknown): value is string => typeof value === 'string' && value !== '';

const canParseUrl = (value: string) => {
  if (typeof URL.canParse === 'function') return URL.canParse(value);
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/** What zod's z.url() accepts and returns unchanged: parseable, no edge space, tab or newline. */
const isPlainUrl = (value: unknown): value is string =>
  isFilled(value) && value === value.trim() && !/[\t\n\r]/.test(value) && canParseUrl(value);

/**
 * The config as config-schema.ts's zod schema returns it when it surely passes (stricter, never
 * looser, than the schema; unknown keys dropped as zod drops them), else undefined.
 */
function quickParse(body: unknown): RuntimeConfig | undefined {
  if (!isRecord(body) || !isRecord(body.remotes)) return undefined;
  const { supabaseUrl, supabaseAnonKey, siteUrl, remotes, sentryDsn } = body;
  if (!isPlainUrl(supabaseUrl) || !isFilled(supabaseAnonKey) || !isPlainUrl(siteUrl)) {
    return undefined;
  }
  if (sentryDsn !== undefined && !isPlainUrl(sentryDsn)) return undefined;
  // Any set of remotes: one left out fails alone (its section unavailable, route-table.ts), one
  // the registry does not know is a remote deployed on its own.
  const entries = Object.entries(remotes);
  if (!entries.every(([name, entry]) => REMOTE_NAME_PATTERN.test(name) && isFilled(entry))) {
    return undefined;
  }
  return {
    supabaseUrl,
    supabaseAnonKey,
    siteUrl,
    remotes: Object.fromEntries(entries) as Record<string, string>,
    ...(sentryDsn === undefined ? {} : { sentryDsn }),
  };
}

/** Fetches and validates /config.json; throws with a readable reason when it is unusable. */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  url = '/config.json',
): Promise<RuntimeConfig> {
  // The early script's request (boot/early-fetch.ts) when it made one; else ours, in the default
  // cache mode, so the `<link rel="preload">` of index.html is reused. The servers send
  // /config.json with Cache-Control: no-cache, so it is still revalidated every load.
  const response =
    (await takeEarlyResponse(new URL(url, window.location.href).href)) ?? (await fetchImpl(url));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  // A valid config (every load) is checked here; zod (config-schema.ts) loads only to judge
  // and explain one that is not, so the answer and its message are zod's, as before.
  const config = quickParse(body);
  if (config) return config;
  const { parseRuntimeConfig } = await import('./config-schema');
  return parseRuntimeConfig(url, body);
}
