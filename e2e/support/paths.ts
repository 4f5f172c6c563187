import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (e2e/ sits directly under it). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Remote folder under remotes/ → its Module Federation name (mirrors local-stack/src/portal/remotes.ts). */
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

export const shellDist = () => path.join(REPO_ROOT, 'shell', 'dist');
export const remoteDist = (folder: RemoteFolder) => path.join(REPO_ROOT, 'remotes', folder, 'dist');
