import { REMOTE_NAMES } from '../federation/remote-names';
import type { RuntimeConfig } from './config-schema';

export type { RuntimeConfig } from './config-schema';

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
  const { supabaseUrl, supabaseAnonKey, siteUrl, remotes } = body;
  if (!isPlainUrl(supabaseUrl) || !isFilled(supabaseAnonKey) || !isPlainUrl(siteUrl)) {
    return undefined;
  }
  const entries = REMOTE_NAMES.map((name) => [name, remotes[name]] as const);
  if (!entries.every(([, entry]) => isFilled(entry))) return undefined;
  return {
    supabaseUrl,
    supabaseAnonKey,
    siteUrl,
    remotes: Object.fromEntries(entries) as RuntimeConfig['remotes'],
  };
}

/** Fetches and validates /config.json; throws with a readable reason when it is unusable. */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  url = '/config.json',
): Promise<RuntimeConfig> {
  // Default cache mode, so the `<link rel="preload">` of index.html is reused; the servers
  // send /config.json with Cache-Control: no-cache, so it is still revalidated every load.
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  // A valid config (every load) is checked here; zod (config-schema.ts) loads only to judge
  // and explain one that is not, so the answer and its message are zod's, as before.
  const config = quickParse(body);
  if (config) return config;
  const { parseRuntimeConfig } = await import('./config-schema');
  return parseRuntimeConfig(url, body);
}
