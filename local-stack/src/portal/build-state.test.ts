import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPackages, buildState, planBuild } from './build-state.js';
import { REMOTE_FOLDERS } from './remotes.js';

/** Writes `file` under `root` with its modification time `at` seconds after the epoch. */
function write(root: string, file: string, at: number) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), '{}');
  utimesSync(path.join(root, file), at, at);
}

const pkg = (dir: string) => {
  const found = buildPackages().find((p) => p.dir === dir);
  if (!found) throw new Error(dir);
  return found;
};
const [shell, library] = [pkg('shell'), pkg('remotes/library')];

describe('what a start must build', () => {
  it('lists the shell first, then every remote of the registry with its manifest', () => {
    expect(buildPackages()).toEqual([
      { dir: 'shell', output: 'shell/dist/index.html' },
      ...REMOTE_FOLDERS.map((f) => ({
        dir: `remotes/${f}`,
        output: `remotes/${f}/dist/mf-manifest.json`,
      })),
    ]);
  });

  it('a fresh clone: every package is missing', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fresh-clone-'));
    write(root, 'shell/src/main.tsx', 1000);
    for (const pkg of buildPackages()) expect(buildState(root, pkg)).toEqual({ kind: 'missing' });
  });

  it('built when every source is older than the output, stale (naming the newest) when not', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'built-'));
    write(root, 'remotes/library/src/ResourcesPage.tsx', 1000);
    write(root, 'shared-ui/src/index.ts', 1000);
    write(root, 'remotes/library/dist/mf-manifest.json', 2000);
    expect(buildState(root, library)).toEqual({ kind: 'built' });

    write(root, 'remotes/library/src/ResourcesPage.tsx', 3000);
    expect(buildState(root, library)).toEqual({
      kind: 'stale',
      newest: 'remotes/library/src/ResourcesPage.tsx',
    });
  });

  it('a shared package or the build tooling newer than the output makes it stale too', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'shared-'));
    write(root, 'shell/dist/index.html', 2000);
    write(root, 'shell/src/main.tsx', 1000);
    write(root, 'shared-auth/src/session.ts', 3000);
    expect(buildState(root, shell)).toEqual({
      kind: 'stale',
      newest: 'shared-auth/src/session.ts',
    });
    write(root, 'shared-auth/src/session.ts', 1000);
    write(root, 'tooling/rspack-config/src/base.ts', 3000);
    expect(buildState(root, shell)).toMatchObject({ kind: 'stale' });
  });

  it('a newer test file, or its own dist, does not make a build stale', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'tests-'));
    write(root, 'remotes/library/src/page.tsx', 1000);
    write(root, 'remotes/library/dist/mf-manifest.json', 2000);
    write(root, 'remotes/library/dist/later-chunk.js', 3000);
    write(root, 'remotes/library/src/page.test.tsx', 3000);
    write(root, 'shared-ui/src/button.test.tsx', 3000);
    expect(buildState(root, library)).toEqual({ kind: 'built' });
  });

  it('plans the missing packages always, the stale ones only when asked', () => {
    const states = new Map([
      [shell, { kind: 'missing' } as const],
      [library, { kind: 'stale', newest: 'remotes/library/src/x.ts' } as const],
    ]);
    expect(planBuild(states, false)).toEqual({
      build: [shell],
      stale: [{ pkg: library, newest: 'remotes/library/src/x.ts' }],
    });
    expect(planBuild(states, true)).toEqual({ build: [shell, library], stale: [] });
    expect(planBuild(new Map([[shell, { kind: 'built' } as const]]), true)).toEqual({
      build: [],
      stale: [],
    });
  });
});
