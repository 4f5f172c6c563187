import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPackages, PRERENDERED_OUTPUT } from './build-state.js';
import { buildConcurrency, buildTasks } from './ensure-built.js';

const pkg = (dir: string) => {
  const found = buildPackages().find((p) => p.dir === dir);
  if (!found) throw new Error(dir);
  return found;
};

function withPrerendered(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'prerendered-'));
  mkdirSync(path.dirname(path.join(root, PRERENDERED_OUTPUT)), { recursive: true });
  writeFileSync(path.join(root, PRERENDERED_OUTPUT), '<html>');
  return root;
}

describe('the tasks of a start that builds', () => {
  it('a fresh clone: every package, then the prerender after the shell and public-site only', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fresh-'));
    const tasks = buildTasks(root, buildPackages());
    // The prerender first in the queue (it waits for its two inputs, then takes the next slot).
    expect(tasks.map((t) => t.name)).toEqual(['prerender', ...buildPackages().map((p) => p.dir)]);
    expect(tasks[0]?.after).toEqual(['shell', 'remotes/public-site']);
    expect(tasks[1]).toMatchObject({ args: ['build'], cwd: path.join(root, 'shell') });
  });

  it('one remote missing: only that remote, no prerender when its pages are there', () => {
    const tasks = buildTasks(withPrerendered(), [pkg('remotes/library')]);
    expect(tasks.map((t) => t.name)).toEqual(['remotes/library']);
  });

  it('public-site rebuilt (its build empties dist): the prerender follows it', () => {
    const tasks = buildTasks(withPrerendered(), [pkg('remotes/public-site')]);
    expect(tasks.map((t) => [t.name, t.after ?? []])).toEqual([
      ['prerender', ['remotes/public-site']],
      ['remotes/public-site', []],
    ]);
  });

  it('nothing to build but the prerendered pages missing: the prerender alone', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'no-pages-'));
    expect(buildTasks(root, []).map((t) => [t.name, t.after])).toEqual([['prerender', []]]);
    expect(buildTasks(withPrerendered(), [])).toEqual([]);
  });

  it('runs one build per core unless BUILD_CONCURRENCY says otherwise', () => {
    expect(buildConcurrency({ BUILD_CONCURRENCY: '3' })).toBe(3);
    expect(buildConcurrency({ BUILD_CONCURRENCY: 'lots' })).toBeGreaterThanOrEqual(1);
    expect(buildConcurrency({})).toBeGreaterThanOrEqual(1);
  });
});
