import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorName, actors, allActors, userIds } from './support/actors.ts';
import { asActor, succeeded } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';
import { serviceRole } from './support/service-role.ts';

/**
 * The admin console's Audit tab and /analytics: who may read the audit log and the weekly
 * activity, the 12 weeks the chart shows, and the admin actions that must leave an audit entry
 * even when they change nothing (an MFA deadline reset to the date it already was) or when a
 * late payment takes a discount code over its per-member limit.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
  // One lead, so that reading leads is seen to succeed (the seed may have none).
  await database.db.exec(
    `insert into content_leads (resource_id, lead_name, lead_email)
     select item_id, 'Matrix Lead', 'matrix@example.org' from resource_items limit 1`,
  );
});
afterAll(async () => {
  await database?.close();
});

// An admin's aal1 session is left to the MFA rules' own tests (an admin with a verified factor
// reads only at aal2 there); these rows cover who else may read or write.
const admins: ActorName[] = ['admin'];
const matrixActors = allActors.filter((actor) => actor.name !== 'adminAal1');

describe.each(matrixActors)(
  'as $name (RLS matrix rows of the Audit tab and /analytics)',
  (actor) => {
    const probes = [
      { what: 'audit_logs: read', sql: 'select * from audit_logs', allowed: admins },
      {
        what: 'audit_logs: write',
        sql: `insert into audit_logs (user_role, action_type) values ('admin', 'forged')`,
        allowed: [] as ActorName[],
      },
      {
        what: 'admin_weekly_activity(): read',
        sql: 'select * from admin_weekly_activity()',
        allowed: admins,
      },
      {
        what: 'content_leads with the resource title: read',
        sql: 'select l.*, r.title from content_leads l left join resource_items r on r.item_id = l.resource_id',
        allowed: admins,
      },
      {
        what: 'audit_unchanged_mfa_deadline(): call',
        sql: `select audit_unchanged_mfa_deadline('x', auth.uid(), 1, current_date)`,
        allowed: [] as ActorName[],
      },
    ];
    it.each(probes)('$what', async (probe) => {
      const outcome = await asActor(database.db, actor, probe.sql);
      expect(succeeded(outcome), outcome.ok ? `rows ${outcome.rows.length}` : outcome.message).toBe(
        probe.allowed.includes(actor.name),
      );
    });
  },
);

describe('admin_weekly_activity', () => {
  it('gives the last 12 weeks, Monday first, the current week last, with zeros', async () => {
    const outcome = await asActor(
      database.db,
      actors.admin,
      `select week_start::text as week, downloads::int, leads::int,
              date_trunc('week', now() at time zone 'utc')::date::text as this_week
         from admin_weekly_activity()`,
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const rows = outcome.rows as {
      week: string;
      downloads: number;
      leads: number;
      this_week: string;
    }[];
    expect(rows).toHaveLength(12);
    expect(rows.at(-1)?.week).toBe(rows[0]?.this_week);
    for (const row of rows) expect(new Date(`${row.week}T00:00:00Z`).getUTCDay()).toBe(1);
    for (let i = 1; i < rows.length; i++) {
      const gap = Date.parse(rows[i]?.week ?? '') - Date.parse(rows[i - 1]?.week ?? '');
      expect(gap).toBe(7 * 86_400_000);
    }
  });

  it('counts this week’s leads and downloads, and nothing older than 12 weeks', async () => {
    const before = await weekly();
    const item = await database.db.query<{ item_id: string }>(
      'select item_id from resource_items order by created_at limit 1',
    );
    const itemId = item.rows[0]?.item_id;
    await database.db.query(
      `insert into content_leads (resource_id, lead_name, lead_email) values
         ($1, 'Week Lead', 'week@example.org'),
         ($1, 'Old Lead', 'old@example.org')`,
      [itemId],
    );
    await database.db.query(
      `update content_leads set created_at = now() - interval '13 weeks' where lead_email = 'old@example.org'`,
    );
    await database.db.query(
      `insert into resource_downloads (resource_id, created_at) values ($1, now()), ($1, now() - interval '20 weeks')`,
      [itemId],
    );
    const after = await weekly();
    expect(after.at(-1)?.leads).toBe((before.at(-1)?.leads ?? 0) + 1);
    expect(after.at(-1)?.downloads).toBe((before.at(-1)?.downloads ?? 0) + 1);
    const sum = (rows: typeof after, key: 'leads' | 'downloads') =>
      rows.reduce((total, row) => total + row[key], 0);
    expect(sum(after, 'leads')).toBe(sum(before, 'leads') + 1);
    expect(sum(after, 'downloads')).toBe(sum(before, 'downloads') + 1);
  });
});

async function weekly() {
  const outcome = await asActor(
    database.db,
    actors.admin,
    'select downloads::int, leads::int from admin_weekly_activity()',
  );
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.rows as { downloads: number; leads: number }[];
}

const deadlineEntries = async (member: string) =>
  Number(
    (
      await database.db.query<{ n: string }>(
        `select count(*) as n from audit_logs
          where action_type like 'mfa_deadline_%'
            and coalesce(action_details -> 'new' ->> 'user_id', action_details ->> 'user_id') = $1`,
        [member],
      )
    ).rows[0]?.n,
  );

describe('every admin action on an MFA deadline is audited', () => {
  it('a reset to the deadline the member already has writes one entry, marked unchanged', async () => {
    const member = userIds.professional;
    const call = (sql: string) =>
      asActor(database.db, actors.admin, sql, [member], { commit: true });
    expect((await call('select reset_mfa_requirement($1, 7) as d')).ok).toBe(true);
    const first = await deadlineEntries(member);
    expect((await call('select reset_mfa_requirement($1, 7) as d')).ok).toBe(true);
    expect(await deadlineEntries(member)).toBe(first + 1);
    const { rows } = await database.db.query<{ d: Record<string, unknown>; role: string }>(
      `select action_details as d, user_role as role from audit_logs
        where action_type = 'mfa_deadline_updated' and action_details ->> 'unchanged' = 'true'
          and action_details ->> 'user_id' = $1`,
      [member],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('admin');
    expect(rows[0]?.d).toMatchObject({ procedure: 'reset_mfa_requirement', days: 7 });
  });

  it('an extension writes exactly one entry (the trigger’s), never two', async () => {
    const member = userIds.corporate;
    const before = await deadlineEntries(member);
    const outcome = await asActor(
      database.db,
      actors.admin,
      'select extend_mfa_deadline($1, 3) as d',
      [member],
      { commit: true },
    );
    expect(outcome.ok).toBe(true);
    expect(await deadlineEntries(member)).toBe(before + 1);
  });

  it('members cannot write the unchanged entry themselves', async () => {
    const outcome = await asActor(
      database.db,
      actors.student,
      `select audit_unchanged_mfa_deadline('reset_mfa_requirement', auth.uid(), 7, current_date)`,
    );
    expect(outcome.ok).toBe(false);
  });
});

describe('a late payment over the per-member discount limit', () => {
  let refs = 0;
  const nextRef = () => `late-member-${++refs}-${Date.now()}`;
  const asService = (sql: string, params: unknown[]) =>
    asActor(database.db, serviceRole, sql, params, { commit: true });
  const amountOf = async (ref: string) =>
    Number(
      (
        await database.db.query<{ a: string }>(
          'select amount_cents as a from transactions where reference = $1',
          [ref],
        )
      ).rows[0]?.a,
    );

  it('still activates (the member paid) and is recorded in the audit log', async () => {
    await database.db.exec(
      `insert into discount_codes (code, discount_type, discount_value) values ('LATEONCE', 'percentage', 10)`,
    );
    const member = userIds.lockedout;
    const first = nextRef();
    const second = nextRef();
    const order = (ref: string) =>
      asService(
        `select create_order($1, $2, 1, $3, $4, (quote_order($1, $2, 1, $3) ->> 'total_cents')::bigint) as r`,
        [member, 'Student', 'LATEONCE', ref],
      );
    expect((await order(first)).ok).toBe(true);
    // The member starts over: the first order is abandoned, its use given back; the second
    // order uses the code and is paid.
    expect((await order(second)).ok).toBe(true);
    const paid = await asService(`select activate_subscription($1, $2, 'GHS') as r`, [
      second,
      await amountOf(second),
    ]);
    expect(paid.ok && paid.rows[0]?.r).toMatchObject({ status: 'activated', late: false });

    // Then the provider reports the first order paid as well.
    const late = await asService(`select activate_subscription($1, $2, 'GHS') as r`, [
      first,
      await amountOf(first),
    ]);
    expect(late.ok && late.rows[0]?.r).toMatchObject({
      status: 'activated',
      late: true,
      discount_member_over_limit: true,
    });
    const { rows } = await database.db.query<{ action: string; d: Record<string, unknown> }>(
      `select action_type as action, action_details as d from audit_logs
        where action_details ->> 'reference' = $1 order by action_type`,
      [first],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'discount_member_limit_exceeded',
      'payment_activated_late',
    ]);
    expect(rows[0]?.d).toMatchObject({
      user_id: member,
      code: 'LATEONCE',
      max_uses_per_member: 1,
      member_uses: 2,
    });
    expect(rows[1]?.d).toMatchObject({ discount_member_over_limit: true });
  });

  it('a late payment within the limit says so and writes no over-limit entry', async () => {
    await database.db.exec(
      `insert into discount_codes (code, discount_type, discount_value) values ('LATEFINE', 'percentage', 10)`,
    );
    const member = userIds.partner;
    const ref = nextRef();
    expect(
      (
        await asService(
          `select create_order($1, $2, 1, $3, $4, (quote_order($1, $2, 1, $3) ->> 'total_cents')::bigint) as r`,
          [member, 'Student', 'LATEFINE', ref],
        )
      ).ok,
    ).toBe(true);
    // Abandoned by a later order without the code, then paid.
    expect(
      (
        await asService(
          `select create_order($1, $2, 1, null, $3, (quote_order($1, $2, 1, null) ->> 'total_cents')::bigint) as r`,
          [member, 'Student', nextRef()],
        )
      ).ok,
    ).toBe(true);
    const late = await asService(`select activate_subscription($1, $2, 'GHS') as r`, [
      ref,
      await amountOf(ref),
    ]);
    expect(late.ok && late.rows[0]?.r).toMatchObject({
      late: true,
      discount_member_over_limit: false,
    });
    const { rows } = await database.db.query(
      `select 1 from audit_logs where action_type = 'discount_member_limit_exceeded'
          and action_details ->> 'reference' = $1`,
      [ref],
    );
    expect(rows).toHaveLength(0);
  });
});
