import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@csan/remotes';
import { REPO_ROOT, remoteDist, shellDist } from './paths';

/** Build outputs the suite serves: the shell's documents and every remote's manifest. */
export function missingBuildOutputs(): string[] {
  return [
    path.join(shellDist(), 'index.html'),
    // Written by the last step of `pnpm build` (scripts/prerender); prerender.spec needs it.
    path.join(remoteDist('public-site'), 'prerendered', 'index.html'),
    ...REMOTES.map(({ folder }) => path.join(remoteDist(folder), 'mf-manifest.json')),
    // The routes each remote declares (src/routes.ts), read by the shell at start-up.
    ...REMOTES.map(({ folder }) => path.join(remoteDist(folder), 'routes.json')),
  ].filter((file) => !existsSync(file));
}

/**
 * Builds once, before any server starts (two stacks starting together would otherwise both
 * run `pnpm build`). CI builds first, so this is for a developer's first run.
 */
export function buildIfMissing(): void {
  const missing = missingBuildOutputs();
  if (missing.length === 0) return;
  console.log(`e2e: ${path.relative(REPO_ROOT, missing[0] ?? '')} missing, running pnpm build…`);
  const result = spawnSync('pnpm', ['build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('pnpm build failed; the e2e suite needs the build.');
}
