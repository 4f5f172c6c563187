import { withRequestContext } from '@csan/local-stack/db/request-context.ts';
import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, userIds } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { onPostgres, openSeededDatabase } from './support/database.ts';
import { serviceRole } from './support/service-role.ts';

/**
 * create_order / activate_subscription / fail_payment / expire_pending_payments
 * (migration *_payment_orders.sql): the only way an order becomes a membership.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
  // These orders reuse WELCOME10 for one member; the per-member limit (once by default) has
  // its own tests in discount-member-limit.test.ts.
  await database.db.exec(
    `update discount_codes set max_uses_per_member = null where code = 'WELCOME10'`,
  );
});
afterAll(async () => {
  await database?.close();
});

let refs = 0;
const nextRef = () => `test-ref-${++refs}-${Date.now()}`;

function resultOf(outcome: Outcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.rows[0]?.r as Record<string, unknown>;
}

/** The total quote_order gives for create_order's first four arguments. */
const QUOTED_TOTAL = `(quote_order($1, $2, $3, $4) ->> 'total_cents')::bigint`;

const asService = (sql: string, params: unknown[] = []) =>
  asActor(database.db, serviceRole, sql, params, { commit: true });

/** An order confirming the total the server quotes for it, as the checkout does. */
function order(user: string, tier: string, teamSize: number, code: string | null, ref: string) {
  return asService(`select create_order($1, $2, $3, $4, $5, ${QUOTED_TOTAL}) as r`, [
    user,
    tier,
    teamSize,
    code,
    ref,
  ]);
}

async function row(sql: string, params: unknown[]) {
  return (await database.db.query<Record<string, unknown>>(sql, params)).rows[0];
}

const statusOf = async (ref: string) =>
  (await row('select status from subscriptions where payment_reference = $1', [ref]))?.status;

const activeRefs = async (user: string) =>
  (
    await database.db.query<{ payment_reference: string }>(
      `select payment_reference from subscriptions where user_id = $1 and status = 'active'`,
      [user],
    )
  ).rows.map((r) => r.payment_reference);

/** What /membership reads: status active or expired, newest first, one row. */
const membershipRow = (user: string) =>
  row(
    `select payment_reference, tier, status from subscriptions
      where user_id = $1 and status in ('active', 'expired')
      order by created_at desc limit 1`,
    [user],
  );

/**
 * A real race on PostgreSQL: `first` runs in a transaction that stays open
 * until `second`, on another connection, is seen waiting for a lock; then the
 * first commits and the second goes on. Both outcomes, in that order.
 */
async function whileFirstHoldsLocks(first: string, second: string): Promise<Outcome[]> {
  const service = { role: 'service_role', claims: { role: 'service_role' } } as const;
  const request = { method: 'POST', path: '/rest/v1/rpc', headers: {} };
  let secondOutcome: Promise<Outcome> | undefined;
  const firstOutcome = await withRequestContext(database.db, service, request, async (tx) => {
    const result = await tx.query(first);
    secondOutcome = asService(second);
    await waitForLockWaiter();
    return { ok: true, rows: result.rows, affectedRows: result.affectedRows } satisfies Outcome;
  });
  if (!secondOutcome) throw new Error('second statement never started');
  return [firstOutcome, await secondOutcome];
}

async function waitForLockWaiter(timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const waiting = await row(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
      [],
    );
    if (Number(waiting?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the second transaction never waited for a lock');
}

const timesUsed = async (code: string) =>
  Number((await row('select times_used from discount_codes where code = $1', [code]))?.times_used);

describe('create_order', () => {
  it('prices Corporate 8 members as 200000 + 3 x 30000 and leaves it pending', async () => {
    const ref = nextRef();
    const r = resultOf(await order(userIds.lockedout, 'Corporate', 8, null, ref));
    expect(r).toMatchObject({ amount_cents: 290000, team_size: 8, free_order: false });
    expect(
      await row(
        'select status, amount_cents::int as amount_cents from transactions where reference = $1',
        [ref],
      ),
    ).toEqual({ status: 'pending', amount_cents: 290000 });
    expect(
      await row('select status, team_size from subscriptions where payment_reference = $1', [ref]),
    ).toEqual({ status: 'pending', team_size: 8 });
  });

  it('ignores the team size for other tiers and refuses a Corporate team below the minimum', async () => {
    const r = resultOf(await order(userIds.lockedout, 'Student', 40, null, nextRef()));
    expect(r).toMatchObject({ amount_cents: 20000, team_size: 1 });
    const small = await order(userIds.lockedout, 'Corporate', 2, null, nextRef());
    expect(small).toMatchObject({
      ok: false,
      code: '22023',
      message: 'Team size must be at least 5',
    });
  });

  it('refuses admins and refused discount codes with their messages', async () => {
    expect(await order(userIds.admin, 'Corporate', 5, null, nextRef())).toMatchObject({
      ok: false,
      code: '42501',
      message: 'Admins have free access to all features',
    });
    for (const [code, message] of [
      ['USEDUP15', 'This discount code has reached its usage limit'],
      ['EXPIRED20', 'This discount code has expired'],
      ['INACTIVE5', 'This discount code is no longer active'],
      ['CORP500', 'This discount code is not valid for the Student tier'],
      ['NOPE', 'Invalid discount code'],
    ] as const) {
      expect(await order(userIds.lockedout, 'Student', 1, code, nextRef())).toMatchObject({
        ok: false,
        code: '22023',
        message,
      });
    }
  });

  it('a fixed code larger than the price gives a total of 0: a free order, active at once', async () => {
    await database.db.exec(
      `insert into discount_codes (code, discount_type, discount_value) values ('BIGFIXED', 'fixed', 900)`,
    );
    const ref = nextRef();
    const r = resultOf(await order(userIds.lockedout, 'Student', 1, 'BIGFIXED', ref));
    expect(r).toMatchObject({ amount_cents: 0, free_order: true, discount_amount_cents: 20000 });
    expect(
      await row('select status, provider from transactions where reference = $1', [ref]),
    ).toEqual({ status: 'success', provider: 'free' });
    expect(
      await row('select membership_tier from profiles where user_id = $1', [userIds.lockedout]),
    ).toEqual({ membership_tier: 'Student' });
    expect(await timesUsed('BIGFIXED')).toBe(1);
  });

  it('members cannot call the order procedures themselves', async () => {
    for (const sql of [
      `select create_order('${userIds.student}', 'Student', 1, 'FREEPASS', 'x', 0) as r`,
      `select activate_subscription('seed-kwame-retry', 20000, 'GHS') as r`,
      `select fail_payment('seed-student-2026') as r`,
    ]) {
      expect(await asActor(database.db, actors.student, sql)).toMatchObject({
        ok: false,
        code: '42501',
      });
    }
  });
});

describe('activate_subscription', () => {
  it('activates once for a year, sets the tier and counts the code once', async () => {
    const before = await timesUsed('WELCOME10');
    const ref = nextRef();
    resultOf(await order(userIds.lockedout, 'Professional', 1, 'WELCOME10', ref));
    expect(await timesUsed('WELCOME10')).toBe(before + 1);
    const first = resultOf(
      await asService(`select activate_subscription($1, 45000, 'GHS') as r`, [ref]),
    );
    const second = resultOf(
      await asService(`select activate_subscription($1, 45000, 'GHS') as r`, [ref]),
    );
    expect([first.status, second.status]).toEqual(['activated', 'already_active']);
    const sub = await row(
      `select status, next_billing_date > now() + interval '364 days' as year from subscriptions where payment_reference = $1`,
      [ref],
    );
    expect(sub).toEqual({ status: 'active', year: true });
    expect(
      await row('select membership_tier from profiles where user_id = $1', [userIds.lockedout]),
    ).toEqual({ membership_tier: 'Professional' });
    expect(await timesUsed('WELCOME10')).toBe(before + 1);
    const successes = await row(
      `select count(*)::int as n from transactions where reference = $1 and status = 'success'`,
      [ref],
    );
    expect(successes).toEqual({ n: 1 });
  });

  it('renewing early extends from the end of the same tier’s period, which it supersedes', async () => {
    const ref = nextRef();
    resultOf(await order(userIds.student, 'Student', 1, null, ref));
    resultOf(await asService(`select activate_subscription($1, 20000, 'GHS') as r`, [ref]));
    // The seeded Student subscription ends in 300 days: the renewal ends 300 days + 1 year out.
    const r = await row(
      `select next_billing_date - (now() + interval '300 days' + interval '1 year') < interval '1 minute' as from_end,
              next_billing_date > now() + interval '600 days' as extended
         from subscriptions where payment_reference = $1`,
      [ref],
    );
    expect(r).toEqual({ from_end: true, extended: true });
    // Its period goes on in the renewal: one active row, the one /membership reads.
    expect(await statusOf('seed-student-2026')).toBe('superseded');
    expect(await activeRefs(userIds.student)).toEqual([ref]);
    expect(await membershipRow(userIds.student)).toEqual({
      payment_reference: ref,
      tier: 'Student',
      status: 'active',
    });
  });

  it('another tier starts the day it is paid: the old tier is superseded, its time not carried over', async () => {
    const ref = nextRef();
    // The seeded Professional subscription still has 320 days to run.
    resultOf(await order(userIds.professional, 'Corporate', 5, null, ref));
    resultOf(await asService(`select activate_subscription($1, 200000, 'GHS') as r`, [ref]));
    expect(
      await row(
        `select abs(extract(epoch from next_billing_date - (now() + interval '1 year'))) < 60 as from_now
           from subscriptions where payment_reference = $1`,
        [ref],
      ),
    ).toEqual({ from_now: true });
    expect(
      await row(
        `select status, next_billing_date > now() + interval '319 days' as end_kept
           from subscriptions where payment_reference = 'seed-professional-2026'`,
        [],
      ),
    ).toEqual({ status: 'superseded', end_kept: true });
    expect(await activeRefs(userIds.professional)).toEqual([ref]);
    expect(await membershipRow(userIds.professional)).toEqual({
      payment_reference: ref,
      tier: 'Corporate',
      status: 'active',
    });
    expect(
      await row('select membership_tier from profiles where user_id = $1', [userIds.professional]),
    ).toEqual({ membership_tier: 'Corporate' });
  });

  it(`two orders of one member paid at the same moment: the second extends the first (${onPostgres ? 'PostgreSQL, interleaved' : 'PGlite, serialised'})`, async () => {
    const seedEnd = await row(
      `select next_billing_date as at from subscriptions where payment_reference = 'seed-corporate-2026'`,
      [],
    );
    // Two tabs: the second order abandons the first, which is then paid anyway (a late payment).
    const [a, b] = [nextRef(), nextRef()];
    resultOf(await order(userIds.corporate, 'Corporate', 5, null, a));
    resultOf(await order(userIds.corporate, 'Corporate', 5, null, b));
    const activate = (ref: string) => `select activate_subscription('${ref}', 200000, 'GHS') as r`;
    const outcomes =
      database.db.kind === 'postgres'
        ? await whileFirstHoldsLocks(activate(a), activate(b))
        : await Promise.all([asService(activate(a)), asService(activate(b))]);
    expect(outcomes.map((o) => resultOf(o).status)).toEqual(['activated', 'activated']);
    // Renewals of the same tier stack: seeded end + 1 year, then + 1 more year.
    const ends = await row(
      `select array_agg(next_billing_date order by next_billing_date) as e
         from subscriptions where payment_reference in ($1, $2)`,
      [a, b],
    );
    const stacked = await row(
      `select $1::timestamptz[] = array[$2::timestamptz + interval '1 year', $2::timestamptz + interval '2 years'] as ok`,
      [ends?.e, seedEnd?.at],
    );
    expect(stacked).toEqual({ ok: true });
    expect(await activeRefs(userIds.corporate)).toHaveLength(1);
  });

  it('an amount or currency that does not match the order fails the payment and releases the code', async () => {
    const before = await timesUsed('WELCOME10');
    const ref = nextRef();
    resultOf(await order(userIds.lockedout, 'Corporate', 5, 'WELCOME10', ref));
    const r = resultOf(await asService(`select activate_subscription($1, 100, 'GHS') as r`, [ref]));
    expect(r.status).toBe('amount_mismatch');
    expect(await row('select status from transactions where reference = $1', [ref])).toEqual({
      status: 'failed',
    });
    expect(
      await row('select status from subscriptions where payment_reference = $1', [ref]),
    ).toEqual({ status: 'cancelled' });
    expect(await timesUsed('WELCOME10')).toBe(before);
    // A later, correct notice cannot resurrect it.
    const late = resultOf(
      await asService(`select activate_subscription($1, 180000, 'GHS') as r`, [ref]),
    );
    expect(late.status).toBe('not_pending');

    const usd = nextRef();
    resultOf(await order(userIds.lockedout, 'Student', 1, null, usd));
    const wrongCurrency = resultOf(
      await asService(`select activate_subscription($1, 20000, 'USD') as r`, [usd]),
    );
    expect(wrongCurrency.status).toBe('amount_mismatch');
  });

  it(`two simultaneous activations activate once (${onPostgres ? 'PostgreSQL, concurrent' : 'PGlite, serialised'})`, async () => {
    const ref = nextRef();
    resultOf(await order(userIds.lockedout, 'Student', 1, null, ref));
    const attempts = await Promise.all(
      [1, 2, 3].map(() => asService(`select activate_subscription($1, 20000, 'GHS') as r`, [ref])),
    );
    const statuses = attempts.map((a) => resultOf(a).status).sort();
    expect(statuses).toEqual(['activated', 'already_active', 'already_active']);
    const successes = await row(
      `select count(*)::int as n from transactions where reference = $1 and status = 'success'`,
      [ref],
    );
    expect(successes).toEqual({ n: 1 });
  });
});

describe('fail_payment and expire_pending_payments', () => {
  it('a declined payment is failed, its subscription cancelled, its code released; idempotent', async () => {
    const before = await timesUsed('WELCOME10');
    const ref = nextRef();
    resultOf(await order(userIds.lockedout, 'Student', 1, 'WELCOME10', ref));
    const first = resultOf(await asService(`select fail_payment($1) as r`, [ref]));
    const again = resultOf(await asService(`select fail_payment($1) as r`, [ref]));
    expect([first.status, again.status]).toEqual(['failed', 'already_failed']);
    expect(await timesUsed('WELCOME10')).toBe(before);
  });

  it('orders pending for over a day are abandoned and give their code back', async () => {
    const before = await timesUsed('WELCOME10');
    const ref = nextRef();
    resultOf(await order(userIds.lockedout, 'Student', 1, 'WELCOME10', ref));
    await database.db.query(
      `update transactions set created_at = now() - interval '2 days' where reference = $1`,
      [ref],
    );
    const n = await asService('select expire_pending_payments() as r');
    expect(n.ok && Number(n.rows[0]?.r)).toBeGreaterThanOrEqual(1);
    expect(await row('select status from transactions where reference = $1', [ref])).toEqual({
      status: 'abandoned',
    });
    expect(await timesUsed('WELCOME10')).toBe(before);
  });
});

describe("create_order: the member's earlier pending orders", () => {
  it('are abandoned by their next order, which can then use the one-use code they held', async () => {
    await database.db.exec(
      `insert into discount_codes (code, discount_type, discount_value, max_uses) values ('ONEUSE', 'percentage', 20, 1)`,
    );
    const othersOrder = nextRef();
    resultOf(await order(userIds.partner, 'Student', 1, null, othersOrder));
    const first = nextRef();
    resultOf(await order(userIds.lockedout, 'Student', 1, 'ONEUSE', first));
    expect(await timesUsed('ONEUSE')).toBe(1);

    const second = nextRef();
    const r = resultOf(await order(userIds.lockedout, 'Professional', 1, 'ONEUSE', second));
    expect(r).toMatchObject({ amount_cents: 40000, discount_amount_cents: 10000 });
    expect(await row('select status from transactions where reference = $1', [first])).toEqual({
      status: 'abandoned',
    });
    expect(await statusOf(first)).toBe('cancelled');
    expect(await timesUsed('ONEUSE')).toBe(1);
    // Another member's order is not theirs to close.
    expect(
      await row('select status from transactions where reference = $1', [othersOrder]),
    ).toEqual({ status: 'pending' });
  });

  it('a refused order changes nothing: the earlier order stays pending with its code use', async () => {
    const before = await timesUsed('WELCOME10');
    const pending = nextRef();
    resultOf(await order(userIds.lockedout, 'Student', 1, 'WELCOME10', pending));
    expect(await order(userIds.lockedout, 'Student', 1, 'NOPE', nextRef())).toMatchObject({
      ok: false,
      code: '22023',
      message: 'Invalid discount code',
    });
    expect(await row('select status from transactions where reference = $1', [pending])).toEqual({
      status: 'pending',
    });
    expect(await timesUsed('WELCOME10')).toBe(before + 1);
  });
});

describe('late payments: a matching success for an order already abandoned', () => {
  const lateAudit = (ref: string) =>
    row(
      `select action_details as d from audit_logs
        where action_type = 'payment_activated_late' and action_details ->> 'reference' = $1`,
      [ref],
    );

  it('still activates, counts the code use again and is recorded', async () => {
    await database.db.exec(
      `insert into discount_codes (code, discount_type, discount_value, max_uses) values ('LATE1', 'percentage', 10, 1)`,
    );
    const ref = nextRef();
    resultOf(await order(userIds.partner, 'Professional', 1, 'LATE1', ref));
    await database.db.query(
      `update transactions set created_at = now() - interval '2 days' where reference = $1`,
      [ref],
    );
    await asService('select expire_pending_payments() as r');
    expect(await timesUsed('LATE1')).toBe(0);

    const r = resultOf(
      await asService(`select activate_subscription($1, 45000, 'GHS') as r`, [ref]),
    );
    expect(r).toMatchObject({ status: 'activated', late: true, discount_over_limit: false });
    expect(await row('select status from transactions where reference = $1', [ref])).toEqual({
      status: 'success',
    });
    expect(await statusOf(ref)).toBe('active');
    expect(await timesUsed('LATE1')).toBe(1);
    expect((await lateAudit(ref))?.d).toMatchObject({ reference: ref, discount_over_limit: false });
    const again = resultOf(
      await asService(`select activate_subscription($1, 45000, 'GHS') as r`, [ref]),
    );
    expect(again.status).toBe('already_active');
  });

  it('activates even when its code has no uses left by then, and records the over-use', async () => {
    await database.db.exec(
      `insert into discount_codes (code, discount_type, discount_value, max_uses) values ('LASTONE', 'percentage', 10, 1)`,
    );
    const ref = nextRef();
    resultOf(await order(userIds.partner, 'Student', 1, 'LASTONE', ref));
    // The member starts over (abandoning it); someone else takes the last use meanwhile.
    resultOf(await order(userIds.partner, 'Corporate', 5, null, nextRef()));
    resultOf(await order(userIds.lockedout, 'Student', 1, 'LASTONE', nextRef()));
    expect(await timesUsed('LASTONE')).toBe(1);

    const r = resultOf(
      await asService(`select activate_subscription($1, 18000, 'GHS') as r`, [ref]),
    );
    expect(r).toMatchObject({ status: 'activated', late: true, discount_over_limit: true });
    expect(await statusOf(ref)).toBe('active');
    expect(
      await row('select membership_tier from profiles where user_id = $1', [userIds.partner]),
    ).toEqual({ membership_tier: 'Student' });
    expect(await timesUsed('LASTONE')).toBe(1);
    expect((await lateAudit(ref))?.d).toMatchObject({ reference: ref, discount_over_limit: true });
  });

  it('a mismatched amount is still refused (and failed), and a declined order stays failed', async () => {
    const ref = nextRef();
    resultOf(await order(userIds.lockedout, 'Student', 1, null, ref));
    resultOf(await order(userIds.lockedout, 'Student', 1, null, nextRef()));
    expect(await row('select status from transactions where reference = $1', [ref])).toEqual({
      status: 'abandoned',
    });
    const wrong = resultOf(
      await asService(`select activate_subscription($1, 100, 'GHS') as r`, [ref]),
    );
    expect(wrong.status).toBe('amount_mismatch');
    const after = resultOf(
      await asService(`select activate_subscription($1, 20000, 'GHS') as r`, [ref]),
    );
    expect(after.status).toBe('not_pending');
    expect(await statusOf(ref)).toBe('cancelled');

    const declined = nextRef();
    resultOf(await order(userIds.lockedout, 'Student', 1, null, declined));
    resultOf(await asService(`select fail_payment($1) as r`, [declined]));
    const paid = resultOf(
      await asService(`select activate_subscription($1, 20000, 'GHS') as r`, [declined]),
    );
    expect(paid.status).toBe('not_pending');
    expect(await statusOf(declined)).toBe('cancelled');
  });
});
