import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bumpProblem, checkSurfaceLocks, type SurfaceLock } from './surface-lock';

const lock = (version: string, values: string[], types: string[] = []): SurfaceLock => ({
  version,
  surface: { '.': { values, types } },
});

describe('shared package versions follow their exports', () => {
  it("every shared workspace package's export-surface.json is current for its version", () => {
    // On failure: bump the package's version as the message says (an added export: minor; a
    // removed one: major), then `pnpm shared:surface --write`.
    expect(checkSurfaceLocks(path.resolve(import.meta.dirname, '../../..'))).toEqual([]);
  });

  it('an added export needs the next minor', () => {
    expect(bumpProblem(lock('1.2.3', ['Box']), lock('1.2.3', ['Box', 'Stat']))).toBe(
      'exports added (. Stat): a minor bump is needed, to 1.3.0',
    );
    expect(bumpProblem(lock('1.2.3', ['Box']), lock('1.3.0', ['Box', 'Stat']))).toBeNull();
  });

  it('a removed export (or type) needs the next major', () => {
    expect(bumpProblem(lock('1.2.3', ['Box', 'Stat']), lock('1.3.0', ['Box']))).toBe(
      'exports removed (. Stat): a major bump is needed, to 2.0.0',
    );
    expect(bumpProblem(lock('1.2.3', ['Box'], ['Tier']), lock('1.2.3', ['Box']))).toMatch(
      /removed \(\. type Tier\)/,
    );
    expect(bumpProblem(lock('1.2.3', ['Box', 'Stat']), lock('2.0.0', ['Box']))).toBeNull();
  });

  it('an unchanged surface needs no bump', () => {
    expect(bumpProblem(lock('1.2.3', ['Box']), lock('1.2.3', ['Box']))).toBeNull();
  });
});
