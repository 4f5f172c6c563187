// zod/mini: same validation, a fraction of the bytes. Loaded only when /config.json fails the
// quick check of config.ts (a boot error's path), so zod stays out of the start-up chunk.
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

/** Validates a parsed /config.json; throws with a readable reason (zod's) when it is unusable. */
export function parseRuntimeConfig(url: string, body: unknown): RuntimeConfig {
  const parsed = z.safeParse(runtimeConfigSchema, body);
  if (!parsed.success) throw new Error(`${url} is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
