import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_FOLDERS } from './remotes.js';

/** Runs `pnpm build` once when the shell or any remote has no build output yet. */
export async function ensureBuilt(repoRoot: string): Promise<void> {
  const outputs = [
    path.join(repoRoot, 'shell', 'dist', 'index.html'),
    ...REMOTE_FOLDERS.map((f) => path.join(repoRoot, 'remotes', f, 'dist', 'mf-manifest.json')),
  ];
  if (outputs.every((file) => existsSync(file))) return;
  console.log('Building the shell and remotes (first start)…');
  const result = spawnSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('pnpm build failed');
}
