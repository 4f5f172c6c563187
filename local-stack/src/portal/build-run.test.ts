import { describe, expect, it } from 'vitest';
import { type BuildTask, runBuildTasks } from './build-run.js';

const task = (name: string, after?: string[]): BuildTask => ({
  name,
  command: 'true',
  args: [],
  cwd: '.',
  after,
});

/** A fake runner: each task resolves when the test says, and the order of starts is kept. */
function fakeRunner(fail: string[] = []) {
  const startedOrder: string[] = [];
  const finish = new Map<string, () => void>();
  let concurrent = 0;
  let maxConcurrent = 0;
  const run = (t: BuildTask) => {
    startedOrder.push(t.name);
    concurrent += 1;
    maxConcurrent = Math.max(maxConcurrent, concurrent);
    return new Promise<{ ok: boolean; output: string }>((resolve) => {
      finish.set(t.name, () => {
        concurrent -= 1;
        resolve({ ok: !fail.includes(t.name), output: `${t.name} output` });
      });
    });
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { run, startedOrder, finish, settle, max: () => maxConcurrent };
}

describe('runBuildTasks', () => {
  it('runs at most `concurrency` at once, a task only after the ones it follows, and reports n of m', async () => {
    const fake = fakeRunner();
    const lines: string[] = [];
    const done = runBuildTasks([task('shell'), task('a'), task('b'), task('pre', ['shell'])], {
      concurrency: 2,
      log: (line) => lines.push(line),
      run: fake.run,
    });
    await fake.settle();
    expect(fake.startedOrder).toEqual(['shell', 'a']);
    fake.finish.get('a')?.();
    await fake.settle();
    // `pre` waits for the shell: the free slot goes to b.
    expect(fake.startedOrder).toEqual(['shell', 'a', 'b']);
    fake.finish.get('shell')?.();
    await fake.settle();
    expect(fake.startedOrder).toEqual(['shell', 'a', 'b', 'pre']);
    fake.finish.get('b')?.();
    fake.finish.get('pre')?.();
    await done;
    expect(fake.max()).toBe(2);
    expect(lines.filter((l) => l.includes('✓')).map((l) => l.match(/(\d) of 4/)?.[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(lines[0]).toMatch(/✓ a \(\d+\.\d s\) — 1 of 4 done/);
  });

  it('a failure: starts nothing more, waits for the running ones, rejects naming it with its output', async () => {
    const fake = fakeRunner(['a']);
    const lines: string[] = [];
    const done = runBuildTasks([task('a'), task('b'), task('c')], {
      concurrency: 2,
      log: (line) => lines.push(line),
      run: fake.run,
    });
    await fake.settle();
    fake.finish.get('a')?.();
    await fake.settle();
    expect(fake.startedOrder).toEqual(['a', 'b']);
    fake.finish.get('b')?.();
    await expect(done).rejects.toThrow('build failed: a');
    expect(lines.join('\n')).toContain('a output');
  });

  it('a task after one that is not planned fails instead of waiting for ever', async () => {
    await expect(
      runBuildTasks([task('pre', ['shell'])], { concurrency: 2, log: () => undefined }),
    ).rejects.toThrow(/pre \(waits for a task not run\)/);
  });
});
