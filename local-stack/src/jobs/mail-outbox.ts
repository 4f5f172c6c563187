import type { StackContext } from '../context.js';
import { callScheduledFunction } from './call-function.js';

/** What one run of the `mail-outbox` function answered. */
export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface MailJob {
  /** One run now (waits for a run in progress first); what it sent. */
  drain(): Promise<DrainResult>;
  /** Stops the timer and waits for a run in progress (so the database can close after it). */
  stop(): Promise<void>;
}

/** One run of the `mail-outbox` edge function, as production's schedule calls it (docs/mail.md). */
export const drainMailOutbox = (ctx: Pick<StackContext, 'config' | 'keys'>) =>
  callScheduledFunction<DrainResult>(ctx, 'mail-outbox');

/**
 * The stack's own drainer: right after an enqueue (enqueue_mail's NOTIFY on `mail_outbox`) and on
 * a timer (retries after their backoff, a NOTIFY lost with a restarted PGlite thread). Runs never
 * overlap: a nudge during a run makes one more run after it. The timer is unref'd and a failed
 * run is logged, never thrown.
 */
export function startMailJob(
  ctx: Pick<StackContext, 'config' | 'keys' | 'db'>,
  options: { intervalMs?: number; automatic?: boolean } = {},
): MailJob {
  let running: Promise<DrainResult> | undefined;
  let again = false;
  let stopped = false;

  const runOnce = (): Promise<DrainResult> => {
    const run = drainMailOutbox(ctx).finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void runOnce().catch((error: unknown) =>
          console.error('[jobs] mail-outbox failed:', error),
        );
      }
    });
    running = run;
    return run;
  };

  const nudge = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    runOnce().catch((error: unknown) => console.error('[jobs] mail-outbox failed:', error));
  };

  let timer: NodeJS.Timeout | undefined;
  if (options.automatic ?? true) {
    timer = setInterval(nudge, options.intervalMs ?? 10_000);
    timer.unref();
    void ctx.db.listen?.('mail_outbox', nudge);
    nudge();
  }

  return {
    async drain() {
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
