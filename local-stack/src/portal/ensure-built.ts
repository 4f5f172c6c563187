import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_FOLDERS } from './remotes.js';

/** The build outputs `pnpm start` needs: the shell's page and each remote's manifest. */
export function missingBuildOutputs(repoRoot: string): string[] {
  const outputs = [
    path.join(repoRoot, 'shell', 'dist', 'index.html'),
    ...REMOTE_FOLDERS.map((f) => path.join(repoRoot, 'remotes', f, 'dist', 'mf-manifest.json')),
  ];
  return outputs.filter((file) => !existsSync(file)).map((file) => path.relative(repoRoot, file));
}

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * Runs `pnpm build` once when the shell or any remote has no build output yet. A first start
 * builds for a minute or more: say so, and keep saying how long it has been, so a quiet
 * compiler never looks like a hang.
 */
export async function ensureBuilt(repoRoot: string): Promise<void> {
  const missing = missingBuildOutputs(repoRoot);
  if (missing.length === 0) return;
  const started = Date.now();
  console.log(
    `First start: building the shell and ${REMOTE_FOLDERS.length} remotes (${missing.length} outputs missing, e.g. ${missing[0]}); about a minute on a quiet machine, more on a busy one.`,
  );
  const ticker = setInterval(() => console.log(`  … still building (${seconds(started)})`), 15_000);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`pnpm build failed (exit ${code}) after ${seconds(started)}`);
  } finally {
    clearInterval(ticker);
  }
  console.log(`Built in ${seconds(started)}; starting the stack.`);
}
