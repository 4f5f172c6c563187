import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startExpiryJob } from '../../src/jobs/expire-subscriptions.js';
import { openTestDatabase, type TestDatabase } from '../../src/testing/test-stack.js';

/** The local stand-in for pg_cron: expire_subscriptions() and the renewal reminders on a timer. */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
});
afterAll(() => database?.close());

const STUDENT = '00000000-0000-4000-8000-000000000002';

describe('expiry job', () => {
  it('expires ended subscriptions and clears the tier on its next tick, until stopped', async () => {
    const { db } = database;
    await db.query(
      `update subscriptions set next_billing_date = now() - interval '1 minute' where user_id = $1`,
      [STUDENT],
    );
    const job = startExpiryJob(db, { intervalMs: 20 });
    await vi.waitFor(
      async () => {
        const { rows } = await db.query(
          `select s.status, p.membership_tier from subscriptions s join profiles p using (user_id) where s.user_id = $1`,
          [STUDENT],
        );
        expect(rows).toEqual([{ status: 'expired', membership_tier: null }]);
      },
      { timeout: 5000, interval: 25 },
    );
    await job.stop();
    // Stopped: a subscription ending now stays active.
    await db.query(
      `update subscriptions set status = 'active', next_billing_date = now() - interval '1 minute' where user_id = $1`,
      [STUDENT],
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows } = await db.query(`select status from subscriptions where user_id = $1`, [
      STUDENT,
    ]);
    expect(rows).toEqual([{ status: 'active' }]);
  });

  it('queues the renewal reminders due today, once however many times it runs', async () => {
    const { db } = database;
    const PROFESSIONAL = '00000000-0000-4000-8000-000000000003';
    await db.query(
      `update subscriptions set next_billing_date = now() + interval '14 days' where user_id = $1`,
      [PROFESSIONAL],
    );
    const reminders = async () =>
      (
        await db.query<{ key: string }>(
          `select idempotency_key as key from mail_outbox where kind = 'renewal_reminder' and user_id = $1`,
          [PROFESSIONAL],
        )
      ).rows.map((r) => r.key.split(':').at(-1));
    const job = startExpiryJob(db, { intervalMs: 20 });
    await vi.waitFor(async () => expect(await reminders()).toEqual(['14']), {
      timeout: 5000,
      interval: 25,
    });
    await job.stop();
    expect(await reminders()).toEqual(['14']);
  });

  it('logs a failed run instead of throwing, and keeps running', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const failing = {
      query: async (): Promise<never> => {
        calls += 1;
        throw new Error('database gone');
      },
    };
    const job = startExpiryJob(failing, { intervalMs: 10 });
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2), { timeout: 2000 });
    await job.stop();
    expect(errors).toHaveBeenCalledWith('[jobs] expire_subscriptions failed:', expect.any(Error));
    errors.mockRestore();
  });
});
