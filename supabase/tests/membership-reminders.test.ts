import { readFileSync } from 'node:fs';
import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, userIds } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { onPostgres, openSeededDatabase } from './support/database.ts';

/**
 * Renewal reminders (migration *_membership_reminders.sql): 30, 14 and 3 days before
 * next_billing_date and on expiry, each queued once per period (mail_outbox's idempotency key),
 * none to a member who renewed or unsubscribed; the signed one-click unsubscribe; the pg_cron
 * schedule where pg_cron exists.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
  // The seed's periods end relative to now(): out of the way, each test sets the one it needs.
  await database.db.query(`update subscriptions set next_billing_date = '2031-01-01T00:00:00Z'`);
});
afterAll(async () => {
  await database?.close();
});

const PROFESSIONAL_SUB = '00000000-0000-4000-8200-000000000003';
const STUDENT_SUB = '00000000-0000-4000-8200-000000000002';
const CORPORATE_SUB = '00000000-0000-4000-8200-000000000004';
const PARTNER_SUB = '00000000-0000-4000-8200-000000000005';

async function query<T = Record<string, unknown>>(sql: string, params: unknown[] = []) {
  return (await database.db.query<T>(sql, params)).rows;
}

/** The reminders' day arithmetic: `offset` days from an ISO date. */
function day(iso: string, offset: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** Runs the job for a day, twice, as pg_cron or a retry would; returns what each run queued. */
async function runTwice(onDate: string): Promise<[number, number]> {
  const first = await query<{ n: number }>('select send_membership_reminders($1::date) as n', [
    onDate,
  ]);
  const second = await query<{ n: number }>('select send_membership_reminders($1::date) as n', [
    onDate,
  ]);
  return [Number(first[0]?.n), Number(second[0]?.n)];
}

const remindersOf = (subscription: string) =>
  query<{
    idempotency_key: string;
    to_email: string;
    kind: string;
    payload: Record<string, unknown>;
  }>(
    `select idempotency_key, to_email, kind, payload from mail_outbox
      where idempotency_key like 'reminder:' || $1 || ':%' order by created_at, idempotency_key`,
    [subscription],
  );

const setPeriod = (subscription: string, endsAt: string) =>
  query(`update subscriptions set next_billing_date = $2::timestamptz where id = $1`, [
    subscription,
    endsAt,
  ]);

const tokenOf = async (user: string) =>
  String(
    (await query<{ t: string }>('select renewal_reminders_unsubscribe_token($1) as t', [user]))[0]
      ?.t,
  );

const unsubscribe = (token: unknown): Promise<Outcome> =>
  asActor(database.db, actors.anon, 'select unsubscribe_renewal_reminders($1) as ok', [token], {
    commit: true,
  });

describe(`renewal reminders (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('computes HMAC-SHA-256 as RFC 4231 test case 2 gives it', async () => {
    const rows = await query<{ h: string }>(
      `select encode(hmac_sha256(convert_to('Jefe', 'UTF8'),
         convert_to('what do ya want for nothing?', 'UTF8')), 'hex') as h`,
    );
    expect(rows[0]?.h).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('sends the 30-, 14- and 3-day reminders and the expiry notice, each once', async () => {
    const end = '2027-06-30';
    await setPeriod(PROFESSIONAL_SUB, `${end}T12:00:00Z`);

    expect(await runTwice(day(end, -31))).toEqual([0, 0]);
    expect(await remindersOf(PROFESSIONAL_SUB)).toEqual([]);
    for (const [offset, stage] of [
      [-30, '30'],
      [-14, '14'],
      [-3, '3'],
      [0, 'expired'],
    ] as const) {
      const [first, second] = await runTwice(day(end, offset));
      expect(first, `day ${offset}`).toBeGreaterThanOrEqual(1);
      expect(second, `day ${offset}, second run`).toBe(0);
      // The next day adds nothing: each stage once per period.
      expect(await runTwice(day(end, offset + 1))).toEqual([0, 0]);
      const keys = (await remindersOf(PROFESSIONAL_SUB)).map((r) => r.idempotency_key);
      expect(keys.at(-1)).toBe(`reminder:${PROFESSIONAL_SUB}:${end}:${stage}`);
    }

    const reminders = await remindersOf(PROFESSIONAL_SUB);
    expect(reminders.map((r) => r.payload.stage)).toEqual(['30', '14', '3', 'expired']);
    expect(reminders.map((r) => r.payload.days_left)).toEqual([30, 14, 3, 0]);
    const token = await tokenOf(userIds.professional);
    for (const r of reminders) {
      expect(r.kind).toBe('renewal_reminder');
      expect(r.to_email).toBe('professional@csan.test');
      expect(r.payload).toMatchObject({
        tier: 'Professional',
        next_billing_date: end,
        renew_path: '/checkout?tier=Professional',
        unsubscribe_path: `/reminders-unsubscribe?token=${token}`,
      });
    }
  });

  it('sends the expiry notice to a membership the expiry job already expired, and catches up a missed day', async () => {
    const end = '2027-08-10';
    await setPeriod(PARTNER_SUB, `${end}T08:00:00Z`);
    // The job did not run on the 30th day before: the 20th catches the 30-day reminder up.
    expect((await runTwice(day(end, -20)))[1]).toBe(0);
    // 2 days left: only the 3-day reminder is due, not the 14-day one as well.
    await runTwice(day(end, -2));
    await query(`update subscriptions set status = 'expired' where id = $1`, [PARTNER_SUB]);
    await runTwice(day(end, 2));
    expect((await remindersOf(PARTNER_SUB)).map((r) => r.payload.stage)).toEqual([
      '30',
      '3',
      'expired',
    ]);
    // A week after expiry the notice is no longer sent late.
    await query(`delete from mail_outbox where idempotency_key like 'reminder:' || $1 || ':%'`, [
      PARTNER_SUB,
    ]);
    expect(await runTwice(day(end, 8))).toEqual([0, 0]);
  });

  it('sends nothing more to a member who renewed', async () => {
    const end = '2027-09-30';
    await setPeriod(STUDENT_SUB, `${end}T10:00:00Z`);
    await runTwice(day(end, -30));
    expect((await remindersOf(STUDENT_SUB)).map((r) => r.payload.stage)).toEqual(['30']);

    // Renewed early: next_billing_date moved a year on. Nothing at the old 14 and 3 days...
    await setPeriod(STUDENT_SUB, `${day(end, 365)}T10:00:00Z`);
    for (const offset of [-14, -3, 0]) await runTwice(day(end, offset));
    expect((await remindersOf(STUDENT_SUB)).map((r) => r.payload.stage)).toEqual(['30']);
    // ...and the new period has its own reminders.
    await runTwice(day(end, 365 - 30));
    expect((await remindersOf(STUDENT_SUB)).map((r) => r.idempotency_key)).toEqual([
      `reminder:${STUDENT_SUB}:${end}:30`,
      `reminder:${STUDENT_SUB}:${day(end, 365)}:30`,
    ]);

    // Renewed as the checkout does it: the old row superseded, a new active period.
    const old = '2028-03-01';
    await setPeriod(STUDENT_SUB, `${old}T10:00:00Z`);
    await query(`update subscriptions set status = 'superseded' where id = $1`, [STUDENT_SUB]);
    await query(
      `insert into subscriptions (user_id, tier, status, amount_cents, next_billing_date)
       values ($1, 'Student', 'active', 20000, $2::timestamptz)`,
      [userIds.student, `${day(old, 365)}T10:00:00Z`],
    );
    for (const offset of [-14, -3, 0]) await runTwice(day(old, offset));
    expect((await remindersOf(STUDENT_SUB)).map((r) => r.payload.next_billing_date)).not.toContain(
      old,
    );
  });

  it('sends nothing after the member unsubscribed by the link, and again once they opt back in', async () => {
    const end = '2027-10-31';
    await setPeriod(CORPORATE_SUB, `${end}T10:00:00Z`);
    const token = await tokenOf(userIds.corporate);
    const done = await unsubscribe(token);
    expect(done).toMatchObject({ ok: true, rows: [{ ok: true }] });
    // Clicking twice is harmless.
    expect(await unsubscribe(token)).toMatchObject({ ok: true });

    for (const offset of [-30, -14, -3, 0]) await runTwice(day(end, offset));
    expect(await remindersOf(CORPORATE_SUB)).toEqual([]);

    // Other mail still reaches them: only reminders are off.
    const other = await query<{ id: string | null }>(
      `select enqueue_mail('welcome', $1::uuid, $2) as id`,
      [userIds.corporate, `test-other-mail:${userIds.corporate}`],
    );
    expect(other[0]?.id).not.toBeNull();

    // The toggle on /account: the member's own row, their own column.
    const on = await asActor(
      database.db,
      actors.corporate,
      'update profiles set renewal_reminders = true where user_id = $1',
      [userIds.corporate],
      { commit: true },
    );
    expect(on).toMatchObject({ ok: true, affectedRows: 1 });
    await runTwice(day(end, -3));
    expect((await remindersOf(CORPORATE_SUB)).map((r) => r.payload.stage)).toEqual(['3']);
  });

  it('never sends to a membership the member cancelled', async () => {
    const end = '2027-12-15';
    await query(
      `update subscriptions set next_billing_date = $2::timestamptz, cancel_at_period_end = true where id = $1`,
      [PROFESSIONAL_SUB, `${end}T10:00:00Z`],
    );
    for (const offset of [-30, -14, -3, 0]) await runTwice(day(end, offset));
    expect(
      (await remindersOf(PROFESSIONAL_SUB)).filter((r) => r.payload.next_billing_date === end),
    ).toEqual([]);
  });

  it('refuses a hostile or forged unsubscribe token with 22023 and changes nothing', async () => {
    const professionalToken = await tokenOf(userIds.professional);
    const [, signature] = professionalToken.split('.');
    const forged = [
      null,
      '',
      'not-a-token',
      `${userIds.student}.${signature}`, // another member's signature on the student's id
      `${userIds.professional}.${'0'.repeat(32)}`,
      `${professionalToken}0`,
      professionalToken.toUpperCase(),
      `${professionalToken}' or true --`,
      'x'.repeat(100_000),
    ];
    for (const token of forged) {
      const outcome = await unsubscribe(token);
      expect(outcome, String(token).slice(0, 80)).toMatchObject({
        ok: false,
        code: '22023',
        message: 'This unsubscribe link is not valid',
      });
    }
    const rows = await query<{ renewal_reminders: boolean }>(
      'select renewal_reminders from profiles where user_id = $1',
      [userIds.student],
    );
    expect(rows).toEqual([{ renewal_reminders: true }]);
  });

  it('keeps the job, the token and the signing key away from clients', async () => {
    for (const actor of [actors.anon, actors.student, actors.admin]) {
      for (const sql of [
        `select send_membership_reminders('2027-01-01')`,
        `select * from membership_reminders_due('2027-01-01')`,
        `select renewal_reminders_unsubscribe_token('${userIds.student}')`,
        'select * from mail_signing_keys',
      ]) {
        const outcome = await asActor(database.db, actor, sql);
        expect(outcome, `${actor.name}: ${sql}`).toMatchObject({ ok: false, code: '42501' });
      }
    }
    // A member's toggle reaches their own row only.
    const other = await asActor(
      database.db,
      actors.student,
      'update profiles set renewal_reminders = false where user_id = $1',
      [userIds.professional],
    );
    expect(other).toMatchObject({ ok: true, affectedRows: 0 });
  });
});

/**
 * The schedule. A test database is never cron.database_name, so there the migration leaves a
 * notice and no cron schema (as on PGlite and a PostgreSQL without pg_cron). Where the server
 * has pg_cron preloaded, the migration's scheduling block runs in cron.database_name, inside a
 * transaction that is rolled back, and the job must be there with its daily schedule.
 */
describe('the reminders schedule', () => {
  const migration = readFileSync(
    new URL('../migrations/20261129120000_membership_reminders.sql', import.meta.url),
    'utf8',
  );
  const scheduleBlock = migration.slice(migration.lastIndexOf('do $$'));

  it('leaves a database without pg_cron working, with no cron schema', async () => {
    const rows = await query<{ n: number }>(
      `select count(*)::int as n from pg_catalog.pg_namespace where nspname = 'cron'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it.skipIf(!onPostgres)(
    'is present in cron.database_name where pg_cron is preloaded',
    async (context) => {
      const server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await server.connect();
      try {
        const { rows } = await server.query<{ preload: string; db: string | null }>(
          `select current_setting('shared_preload_libraries') as preload,
                current_setting('cron.database_name', true) as db`,
        );
        const setting = rows[0];
        if (!setting?.preload.split(',').some((l) => l.trim() === 'pg_cron') || !setting.db) {
          context.skip();
          return;
        }
        const url = new URL(String(process.env.TEST_DATABASE_URL));
        url.pathname = `/${setting.db}`;
        const cronDb = new pg.Client({ connectionString: url.toString() });
        await cronDb.connect();
        try {
          await cronDb.query('begin');
          await cronDb.query(scheduleBlock);
          const jobs = await cronDb.query<{ schedule: string; command: string }>(
            `select schedule, command from cron.job where jobname = 'membership-reminders'`,
          );
          expect(jobs.rows).toEqual([
            {
              schedule: '0 7 * * *',
              command: 'select public.send_membership_reminders(current_date)',
            },
          ]);
        } finally {
          await cronDb.query('rollback');
          await cronDb.end();
        }
      } finally {
        await server.end();
      }
    },
  );
});
