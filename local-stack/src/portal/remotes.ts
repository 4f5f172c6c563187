/** Every remote the shell can load: folder under remotes/ → Module Federation name. */
export const REMOTES = {
  'public-site': 'public_site',
  'membership-checkout': 'membership_checkout',
  library: 'library',
  'member-area': 'member_area',
  'admin-console': 'admin_console',
  skillup: 'skillup',
  intel: 'intel',
  tools: 'tools',
} as const;

export type RemoteFolder = keyof typeof REMOTES;

/**
 * Manifest URL of each remote as config.json gives it to the shell. Relative to
 * the page's origin by default (so area subdomains work); REMOTE_URL_<NAME>
 * (e.g. REMOTE_URL_PUBLIC_SITE) points one remote somewhere else without a rebuild.
 */
export function remoteEntries(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(REMOTES).map(([folder, name]) => [
      name,
      env[`REMOTE_URL_${name.toUpperCase()}`] ?? `/remotes/${folder}/mf-manifest.json`,
    ]),
  );
}
