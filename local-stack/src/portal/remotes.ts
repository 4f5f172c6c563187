import { defaultManifestUrl, REMOTES, remoteUrlVariable } from '@csan/remotes';

/** Folders under remotes/ the portal serves at /remotes/<folder>/, from the remote registry. */
export const REMOTE_FOLDERS: readonly string[] = REMOTES.map((r) => r.folder);

/** The value of REMOTE_URL_<NAME> that leaves the remote out of config.json. */
export const REMOTE_OFF = 'off';

/**
 * Manifest URL of each remote as config.json gives it to the shell. Relative to
 * the page's origin by default (so area subdomains work); REMOTE_URL_<NAME>
 * (e.g. REMOTE_URL_PUBLIC_SITE) points one remote somewhere else without a rebuild, or leaves
 * it out with `off` (its section then shows the unavailable panel, the rest works).
 * EXTRA_REMOTES (a JSON object, MF name → manifest URL) adds remotes the registry does not know:
 * a remote deployed on its own, whose routes the shell reads from its routes.json.
 */
export function remoteEntries(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const known = REMOTES.map((r) => [r.name, env[remoteUrlVariable(r)] ?? defaultManifestUrl(r)]);
  const extra = env.EXTRA_REMOTES ? (JSON.parse(env.EXTRA_REMOTES) as Record<string, string>) : {};
  return Object.fromEntries(
    [...known, ...Object.entries(extra)].filter(([, url]) => url !== REMOTE_OFF),
  );
}
