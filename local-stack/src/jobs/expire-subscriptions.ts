import type { Database } from '../db/database.js';

export interface ScheduledJob {
  /** Stops the timer and waits for a run in progress (so the database can close after it). */
  stop(): Promise<void>;
}

/**
 * What pg_cron does on hosted Supabase (migration *_expire_subscriptions.sql),
 * done by the local stack itself: every minute, ended subscriptions expire
 * (tiers follow), orders pending for a day are abandoned and the renewal reminders due
 * today are queued (migration *_membership_reminders.sql). The timer is
 * unref'd (never keeps the process alive) and a failed run is logged, never
 * thrown: the next minute simply tries again.
 */
export function startExpiryJob(
  db: Pick<Database, 'query'>,
  options: { intervalMs?: number } = {},
): ScheduledJob {
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        await db.query('select public.expire_subscriptions()');
        await db.query('select public.expire_pending_payments()');
      } catch (error) {
        console.error('[jobs] expire_subscriptions failed:', error);
      }
      // Renewal reminders (pg_cron: daily): each is queued once per period whatever the
      // number of runs, so every minute is harmless and a stack started late in the day
      // still sends that day's. After the expiry, so a just-ended membership is 'expired'.
      try {
        await db.query('select public.send_membership_reminders(current_date)');
      } catch (error) {
        console.error('[jobs] send_membership_reminders failed:', error);
      } finally {
        running = undefined;
      }
    })();
  };

  const timer = setInterval(run, options.intervalMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
