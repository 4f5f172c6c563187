// zod/mini: same validation, a fraction of the bytes. Loaded only when /config.json fails the
// quick check of config.ts (a boot error's path), so zod stays out of the start-up chunk.
import { z } from 'zod/mini';
import { REMOTE_NAME_PATTERN, type RuntimeConfig } from './config-rules';

/** A remote entry: absolute, or relative to the page's origin (area subdomains share files). */
const remoteEntry = z.string().check(z.minLength(1));

/** /config.json: one build runs in every environment; this is what differs. */
export const runtimeConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(1)),
  siteUrl: z.url(),
  remotes: z.record(z.string().check(z.regex(REMOTE_NAME_PATTERN)), remoteEntry),
  sentryDsn: z.optional(z.url()),
});

/** Validates a parsed /config.json; throws with a readable reason (zod's) when it is unusable. */
export function parseRuntimeConfig(url: string, body: unknown): RuntimeConfig {
  const parsed = z.safeParse(runtimeConfigSchema, body);
  if (!parsed.success) throw new Error(`${url} is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
