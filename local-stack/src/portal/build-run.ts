import { spawn } from 'node:child_process';

/** One step of a first start's build: a package's `rspack build`, or the prerender. */
export interface BuildTask {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  /** Names of tasks that must have finished first. */
  after?: string[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one task with its output kept, printed only if it fails (the progress stays readable). */
function runTask(task: BuildTask): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(task.command, task.args, { cwd: task.cwd, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${output}\n${error.message}` }));
    child.on('exit', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Runs the tasks at most `concurrency` at a time, each as soon as the tasks it comes after are
 * done, and says what happens: each task done (n of m, its time, the time so far), and every
 * `tickMs` which are still running, so a quiet compiler never looks like a hang. Rejects after
 * the running tasks end if any failed, with the failed ones' output.
 */
export async function runBuildTasks(
  tasks: readonly BuildTask[],
  {
    concurrency,
    log = console.log,
    tickMs = 10_000,
    run = runTask,
  }: {
    concurrency: number;
    log?: (line: string) => void;
    tickMs?: number;
    run?: typeof runTask;
  },
): Promise<void> {
  const started = Date.now();
  const waiting = [...tasks];
  const running = new Set<string>();
  const done = new Set<string>();
  const failures: string[] = [];
  const ticker = setInterval(
    () => log(`  … building ${[...running].join(', ')} (${seconds(Date.now() - started)})`),
    tickMs,
  );
  try {
    await new Promise<void>((resolveAll) => {
      const next = () => {
        if (failures.length > 0 && running.size === 0) return resolveAll();
        if (waiting.length === 0 && running.size === 0) return resolveAll();
        while (failures.length === 0 && running.size < concurrency) {
          const index = waiting.findIndex((t) => (t.after ?? []).every((name) => done.has(name)));
          if (index < 0) {
            // Nothing can start and nothing runs: a task comes after one that is not planned.
            if (running.size === 0) {
              failures.push(
                ...waiting.splice(0).map((t) => `${t.name} (waits for a task not run)`),
              );
              return resolveAll();
            }
            break;
          }
          const [task] = waiting.splice(index, 1);
          if (!task) break;
          running.add(task.name);
          const taskStart = Date.now();
          void run(task).then(({ ok, output }) => {
            running.delete(task.name);
            if (ok) {
              done.add(task.name);
              log(
                `  ✓ ${task.name} (${seconds(Date.now() - taskStart)}) — ${done.size} of ${tasks.length} done, ${seconds(Date.now() - started)}`,
              );
            } else {
              log(`  ✗ ${task.name} failed after ${seconds(Date.now() - taskStart)}:\n${output}`);
              failures.push(task.name);
            }
            next();
          });
        }
      };
      next();
    });
  } finally {
    clearInterval(ticker);
  }
  if (failures.length > 0) throw new Error(`build failed: ${failures.join(', ')}`);
}
