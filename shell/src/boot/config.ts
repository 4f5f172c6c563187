// zod/mini: same validation, a fraction of the bytes on the start-up path.
import { z } from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from '../federation/remote-names';

/** A remote entry: absolute, or relative to the page's origin (area subdomains share files). */
const remoteEntry = z.string().check(z.minLength(1));

const remotesSchema = z.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntry])) as Record<
    RemoteName,
    typeof remoteEntry
  >,
);

/** /config.json: one build runs in every environment; this is what differs. */
export const runtimeConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(1)),
  siteUrl: z.url(),
  remotes: remotesSchema,
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Fetches and validates /config.json; throws with a readable reason when it is unusable. */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  url = '/config.json',
): Promise<RuntimeConfig> {
  // Default cache mode, so the `<link rel="preload">` of index.html is reused; the servers
  // send /config.json with Cache-Control: no-cache, so it is still revalidated every load.
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const parsed = z.safeParse(runtimeConfigSchema, await response.json());
  if (!parsed.success) throw new Error(`${url} is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
