/** A Module Federation remote name as config.json may list it (`library`, `member_area`). */
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

/** /config.json: one build runs in every environment; this is what differs. */
export type RuntimeConfig = {
  supabaseUrl: string;
  supabaseAnonKey: string;
  siteUrl: string;
  /**
   * MF name → manifest URL (absolute, or relative to the page's origin). Any subset of the
   * registry's remotes (one left out shows its section's unavailable panel) and any other remote
   * deployed on its own.
   */
  remotes: Record<string, string>;
  /** Optional: error reports also go to this Sentry project (README, "Error reporting"). */
  sentryDsn?: string;
};
