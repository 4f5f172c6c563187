import { defaultManifestUrl, REMOTES, remoteUrlVariable } from '@csan/remotes';

/** Folders under remotes/ the portal serves at /remotes/<folder>/, from the remote registry. */
export const REMOTE_FOLDERS: readonly string[] = REMOTES.map((r) => r.folder);

/**
 * Manifest URL of each remote as config.json gives it to the shell. Relative to
 * the page's origin by default (so area subdomains work); REMOTE_URL_<NAME>
 * (e.g. REMOTE_URL_PUBLIC_SITE) points one remote somewhere else without a rebuild.
 */
export function remoteEntries(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    REMOTES.map((r) => [r.name, env[remoteUrlVariable(r)] ?? defaultManifestUrl(r)]),
  );
}
