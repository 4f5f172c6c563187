/** Which part of the portal a script belongs to, from its URL and the federation manifests. */
export type Owner = 'shell' | 'shared' | `shared:${string}` | `remote:${string}`;

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
}
interface Manifest {
  shared?: { name: string; assets?: ManifestAssets }[];
}

/** File name (last path segment) → the shared package a manifest lists it under. */
export function sharedFiles(manifests: Manifest[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const manifest of manifests) {
    for (const shared of manifest.shared ?? []) {
      for (const file of [
        ...(shared.assets?.js?.sync ?? []),
        ...(shared.assets?.js?.async ?? []),
      ]) {
        files.set(file.split('/').pop() ?? file, shared.name);
      }
    }
  }
  return files;
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
