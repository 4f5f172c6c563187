import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES as REGISTRY, type RemoteFolder, type RemoteName } from '@csan/remotes';

/** The repository root (e2e/ sits directly under it). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Remote folder under remotes/ → its Module Federation name, from the remote registry. */
export const REMOTES = Object.fromEntries(REGISTRY.map((r) => [r.folder, r.name])) as Readonly<
  Record<RemoteFolder, RemoteName>
>;

export type { RemoteFolder };

export const shellDist = () => path.join(REPO_ROOT, 'shell', 'dist');
export const remoteDist = (folder: RemoteFolder) => path.join(REPO_ROOT, 'remotes', folder, 'dist');
