/** Which part of the portal a script belongs to, from its URL and the federation manifests. */
export type Owner = 'shell' | 'shared' | `remote:${string}`;

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
}
interface Manifest {
  shared?: { name: string; assets?: ManifestAssets }[];
}

/** File names (last path segment) that a manifest lists as assets of a shared module. */
export function sharedFiles(manifests: Manifest[]): Set<string> {
  const files = new Set<string>();
  for (const manifest of manifests) {
    for (const shared of manifest.shared ?? []) {
      for (const file of [
        ...(shared.assets?.js?.sync ?? []),
        ...(shared.assets?.js?.async ?? []),
      ]) {
        files.add(file.split('/').pop() ?? file);
      }
    }
  }
  return files;
}

/** Names rspack gives to chunks of third-party or shared code when no manifest says more. */
const SHARED_NAME = /(node_modules|vendors?[-_.]|__federation_shared|lib-|shared[-_])/;

export function classify(url: URL, shared: Set<string>): Owner {
  const file = url.pathname.split('/').pop() ?? '';
  if (shared.has(file) || SHARED_NAME.test(file)) return 'shared';
  const remote = url.pathname.match(/^\/remotes\/([^/]+)\//);
  return remote?.[1] ? `remote:${remote[1]}` : 'shell';
}
