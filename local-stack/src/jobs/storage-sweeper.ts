import type { StackContext } from '../context.js';
import { callScheduledFunction } from './call-function.js';

/** What one run of the `storage-sweeper` function answered. */
export interface SweepResult {
  removed: number;
  failed: number;
}

export interface SweeperJob {
  /** One run now (after a run in progress); what it removed. */
  sweep(): Promise<SweepResult>;
  /** Stops the timer and waits for a run in progress (so the database can close after it). */
  stop(): Promise<void>;
}

/** One run of the `storage-sweeper` edge function, as production's schedule calls it. */
export const sweepStorage = (ctx: Pick<StackContext, 'config' | 'keys'>) =>
  callScheduledFunction<SweepResult>(ctx, 'storage-sweeper');

/**
 * The stack's own sweeper: files of deleted assessments and advisories are removed within
 * `intervalMs` (10 minutes; production's schedule is hourly). Runs never overlap; the timer is
 * unref'd and a failed run is logged, never thrown.
 */
export function startSweeperJob(
  ctx: Pick<StackContext, 'config' | 'keys'>,
  options: { intervalMs?: number; automatic?: boolean } = {},
): SweeperJob {
  let running: Promise<SweepResult> | undefined;
  let stopped = false;

  const runOnce = (): Promise<SweepResult> => {
    const run = sweepStorage(ctx).finally(() => {
      running = undefined;
    });
    running = run;
    return run;
  };

  let timer: NodeJS.Timeout | undefined;
  if (options.automatic ?? true) {
    timer = setInterval(() => {
      if (running || stopped) return;
      runOnce().catch((error: unknown) => console.error('[jobs] storage-sweeper failed:', error));
    }, options.intervalMs ?? 600_000);
    timer.unref();
  }

  return {
    async sweep() {
      await running?.catch(() => undefined);
      return runOnce();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
