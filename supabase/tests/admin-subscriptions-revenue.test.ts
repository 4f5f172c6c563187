import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorName, actors, allActors, userIds } from './support/actors.ts';
import { asActor, succeeded } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

/**
 * The admin console's Subs and Revenue reads (admin_revenue_summary, admin_subscription_list,
 * admin_revenue_by_month): who may call each (RLS-matrix cells, as in rls-matrix.test.ts),
 * and that each figure counts what its title says, checked against the spec's formulas
 * applied here in TypeScript to the raw rows.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
  // Rows that are not subscriptions of their own (an unpaid order, a failed payment, a period
  // replaced by a renewal), and two activations on either side of the month's first instant.
  await database.db.exec(`
    insert into subscriptions (user_id, tier, status, amount_cents, next_billing_date, created_at)
    values
      ('${userIds.corporate}', 'Corporate', 'pending', 200000, null, now()),
      ('${userIds.corporate}', 'Corporate', 'cancelled', 200000, null, now()),
      ('${userIds.professional}', 'Professional', 'superseded', 50000, now() + interval '20 days', now() - interval '380 days'),
      ('${userIds.lockedout}', 'Student', 'active', 20000, now() + interval '1 year',
        date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'),
      ('00000000-0000-4000-8000-000000000008', 'Professional', 'active', 50000, now() + interval '1 year',
        (date_trunc('month', now() at time zone 'UTC') at time zone 'UTC') - interval '1 millisecond');
    insert into transactions (user_id, amount_cents, status, reference, created_at)
    values
      ('${userIds.lockedout}', 20000, 'success', 'month-start',
        date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'),
      ('00000000-0000-4000-8000-000000000008', 50000, 'success', 'month-before',
        (date_trunc('month', now() at time zone 'UTC') at time zone 'UTC') - interval '1 millisecond'),
      ('${userIds.corporate}', 99900, 'pending', 'not-paid', now()),
      ('${userIds.corporate}', 77700, 'success', 'a-year-ago',
        (date_trunc('month', now() at time zone 'UTC') at time zone 'UTC') - interval '11 months 1 millisecond');`);
});
afterAll(async () => {
  await database?.close();
});

// Admins only, through the one gate every admin procedure passes (assert_admin), whatever
// that gate asks of an aal1 session: the aal1 admin is allowed exactly when it passes it
// (asked through admin_analytics_totals, an older procedure behind the same gate).
const admins = async (): Promise<ActorName[]> => {
  const gate = await asActor(database.db, actors.adminAal1, 'select admin_analytics_totals()');
  return gate.ok ? ['admin', 'adminAal1'] : ['admin'];
};

const probes: { fn: string; sql: string }[] = [
  {
    fn: 'admin_revenue_summary',
    sql: 'select admin_revenue_summary()',
  },
  {
    fn: 'admin_subscription_list',
    sql: 'select * from admin_subscription_list()',
  },
  {
    fn: 'admin_revenue_by_month',
    sql: 'select * from admin_revenue_by_month()',
  },
];

describe.each(allActors)('as $name', (actor) => {
  it.each(probes)('$fn', async (probe) => {
    const outcome = await asActor(database.db, actor, probe.sql);
    expect(succeeded(outcome), outcome.ok ? `rows ${outcome.rows.length}` : outcome.message).toBe(
      (await admins()).includes(actor.name),
    );
  });
});

const rowsOf = async (sql: string, params: unknown[] = []) => {
  const outcome = await asActor(database.db, actors.admin, sql, params);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.rows;
};

type RawSubscription = {
  status: string;
  amount_cents: number;
  cancel_at_period_end: boolean;
  created_at: Date;
};

const monthStart = (at = new Date()) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);

describe('admin_revenue_summary', () => {
  it('applies the spec formulas; Total Subscriptions counts the paid ones only', async () => {
    const { rows } = await database.db.query<RawSubscription>(
      'select status, amount_cents::int, cancel_at_period_end, created_at from subscriptions',
    );
    const active = rows.filter((s) => s.status === 'active');
    const annual = active.reduce((sum, s) => sum + Number(s.amount_cents), 0);
    const cancelling = active.filter((s) => s.cancel_at_period_end).length;
    const { rows: paid } = await database.db.query<{ total: number }>(
      "select sum(amount_cents)::int as total from transactions where status = 'success'",
    );
    const summary = (await rowsOf('select admin_revenue_summary() as s'))[0]?.s;

    // Seed: 5 active + 1 expired; here: 2 more active; pending, cancelled, superseded left out.
    expect(rows).toHaveLength(11);
    expect(summary).toEqual({
      total_subscriptions: 8,
      active_subscriptions: 7,
      cancelling_subscriptions: 1,
      annual_revenue_cents: 495000,
      annual_run_rate_cents: 495000,
      mrr_cents: 41250,
      churn_rate: 14.3,
      average_subscription_value_cents: 70714,
      new_this_month: active.filter((s) => new Date(s.created_at).getTime() >= monthStart()).length,
      total_revenue_cents: Number(paid[0]?.total),
    });
    // The same figures by the formulas, from the raw rows.
    expect(summary).toMatchObject({
      active_subscriptions: active.length,
      annual_revenue_cents: annual,
      mrr_cents: Math.round(annual / 12),
      churn_rate: Math.round((cancelling * 1000) / active.length) / 10,
      average_subscription_value_cents: Math.round(annual / active.length),
      total_revenue_cents: 445000 + 20000 + 50000 + 77700,
    });
  });
});

describe('admin_subscription_list', () => {
  it('lists the paid subscriptions newest first with the member name and e-mail', async () => {
    const rows = await rowsOf('select * from admin_subscription_list()');
    expect(rows.map((r) => r.status).sort()).toEqual([...Array(7).fill('active'), 'expired']);
    const times = rows.map((r) => new Date(r.created_at as string).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows.find((r) => r.user_id === userIds.student)).toMatchObject({
      full_name: 'Kofi Student',
      email: 'student@csan.test',
      tier: 'Student',
      team_size: 1,
      cancel_at_period_end: false,
    });
  });

  it.each([
    ['PROFESSIONAL', 'tier', 4],
    ['  corporate ', 'tier, trimmed', 1],
    ['8000-000000000002', 'user id', 1],
    ['kofi stud', 'name', 1],
    ['Kwame.Boateng@', 'e-mail', 2],
    ['   ', 'blank: all', 8],
    ['a%n', 'LIKE wildcards are literal', 0],
  ])('searches case-insensitive substrings: %j (%s)', async (search, _what, count) => {
    const rows = await rowsOf('select id from admin_subscription_list($1)', [search]);
    expect(rows).toHaveLength(count);
  });

  it('pages and counts like a table (what PostgREST does with range and an exact count)', async () => {
    const page = await rowsOf(
      'select tier from admin_subscription_list($1) order by created_at desc, id limit 2 offset 1',
      ['professional'],
    );
    expect(page).toHaveLength(2);
  });
});

describe('admin_revenue_by_month', () => {
  it('sums successful payments by UTC month over the 12 months ending with this one', async () => {
    const months = await rowsOf('select * from admin_revenue_by_month()');
    const starts = months.map((m) => {
      const at = new Date(m.month as string);
      return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
    });
    const now = new Date();
    const expectedStarts = Array.from({ length: 12 }, (_, i) =>
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1),
    );
    expect(starts).toEqual(expectedStarts);

    const { rows: paid } = await database.db.query<{ amount_cents: number; created_at: Date }>(
      "select amount_cents::int, created_at from transactions where status = 'success'",
    );
    const expected = expectedStarts.map((start, i) => {
      const end = expectedStarts[i + 1] ?? Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1);
      const inMonth = paid.filter((t) => {
        const at = new Date(t.created_at).getTime();
        return at >= start && at < end;
      });
      return [inMonth.reduce((sum, t) => sum + Number(t.amount_cents), 0), inMonth.length];
    });
    expect(months.map((m) => [Number(m.revenue_cents), Number(m.payments)])).toEqual(expected);
    // The month's first instant is this month, a millisecond earlier the last one; the
    // payment 11 months and a millisecond ago is before the window, the pending one not paid.
    const current = months[11];
    const previous = months[10];
    expect(Number(current?.revenue_cents)).toBeGreaterThanOrEqual(20000);
    expect(Number(previous?.revenue_cents)).toBeGreaterThanOrEqual(50000);
    expect(expected.flat().some((n) => n === 77700)).toBe(false);
  });
});
