import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingBuildOutputs } from './ensure-built.js';
import { REMOTE_FOLDERS } from './remotes.js';

function touch(root: string, file: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), '{}');
}

describe('what a first start must build', () => {
  it('names every output missing on a fresh clone: the shell page and each remote manifest', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fresh-clone-'));
    expect(missingBuildOutputs(root)).toEqual([
      'shell/dist/index.html',
      ...REMOTE_FOLDERS.map((f) => `remotes/${f}/dist/mf-manifest.json`),
    ]);
  });

  it('names only the remote whose build is missing, and nothing once all are built', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'built-'));
    touch(root, 'shell/dist/index.html');
    const [first, ...rest] = REMOTE_FOLDERS;
    for (const folder of rest) touch(root, `remotes/${folder}/dist/mf-manifest.json`);
    expect(missingBuildOutputs(root)).toEqual([`remotes/${first}/dist/mf-manifest.json`]);
    touch(root, `remotes/${first}/dist/mf-manifest.json`);
    expect(missingBuildOutputs(root)).toEqual([]);
  });
});
