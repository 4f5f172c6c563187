/** Which part of the portal a script belongs to, from its URL and the federation manifests. */
export type Owner = 'shell' | 'shared' | `shared:${string}` | `remote:${string}`;

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
}
/** The part of an app's mf-manifest.json read here. */
export interface Manifest {
  shared?: { name: string; assets?: ManifestAssets }[];
}

const jsOf = (assets: ManifestAssets | undefined) => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
];
const fileName = (file: string) => file.split('/').pop() ?? file;

/** File name (last path segment) → the shared package a manifest lists it under. */
export function sharedFiles(manifests: Manifest[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const manifest of manifests) {
    for (const shared of manifest.shared ?? []) {
      for (const file of jsOf(shared.assets)) files.set(fileName(file), shared.name);
    }
  }
  return files;
}

/**
 * The files (names) that only the shared module `name` lists, in any app's manifest: its own
 * code. A chunk that two shared modules list (common code, e.g. Chakra's core under both
 * `@csan/shared-ui` and `@csan/shared-ui/forms`) belongs to neither alone.
 */
export function filesOnlyOf(manifests: Manifest[], name: string): Set<string> {
  const own = new Set<string>();
  const others = new Set<string>();
  for (const manifest of manifests) {
    for (const shared of manifest.shared ?? []) {
      for (const file of jsOf(shared.assets)) {
        (shared.name === name ? own : others).add(fileName(file));
      }
    }
  }
  for (const file of others) own.delete(file);
  return own;
}

/** Names rspack gives to chunks of third-party or shared code when no manifest says more. */
const SHARED_NAME = /(node_modules|vendors?[-_.]|__federation_shared|lib-|shared[-_])/;

export function classify(url: URL, shared: Map<string, string>): Owner {
  const file = url.pathname.split('/').pop() ?? '';
  const pkg = shared.get(file);
  if (pkg) return `shared:${pkg}`;
  if (SHARED_NAME.test(file)) return 'shared';
  const remote = url.pathname.match(/^\/remotes\/([^/]+)\//);
  return remote?.[1] ? `remote:${remote[1]}` : 'shell';
}
