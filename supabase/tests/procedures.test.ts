import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, userIds } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';
import { serviceRole } from './support/service-role.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

function firstRow(outcome: Outcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.rows[0] ?? {};
}

const asService = (sql: string, params: unknown[] = []) =>
  asActor(database.db, serviceRole, sql, params);

describe('tier_rank', () => {
  it('ranks the spec tiers and leaves unknown names to the caller', async () => {
    const { rows } = await database.db.query(
      `select tier_rank('Public') p, tier_rank('Student') s, tier_rank('Professional') pr,
              tier_rank('Corporate') c, tier_rank('Patron') unknown, tier_rank(null) missing`,
    );
    expect(rows[0]).toEqual({ p: 0, s: 1, pr: 2, c: 3, unknown: null, missing: null });
  });
});

describe('has_role', () => {
  it('is true only for the seeded admin', async () => {
    const outcome = await asActor(
      database.db,
      actors.student,
      `select has_role($1, 'admin') as admin, has_role($2, 'admin') as student`,
      [userIds.admin, userIds.student],
    );
    expect(firstRow(outcome)).toEqual({ admin: true, student: false });
  });
});

describe('extend_mfa_deadline', () => {
  const extend = (actor: keyof typeof actors, days: number) =>
    asActor(database.db, actors[actor], 'select extend_mfa_deadline($1, $2) as deadline', [
      userIds.lockedout,
      days,
    ]);

  it('counts from today when the deadline has passed, and the user is no longer locked out', async () => {
    const outcome = await asActor(
      database.db,
      actors.admin,
      `select extend_mfa_deadline($1, 7) = current_date + 7 as from_today`,
      [userIds.lockedout],
    );
    expect(firstRow(outcome)).toEqual({ from_today: true });
  });

  it.each([0, 31, -1])('refuses %i days', async (days) => {
    const outcome = await extend('admin', days);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.message).toMatch(/between 1 and 30/);
  });

  it.each([1, 30])('accepts %i days', async (days) => {
    expect((await extend('admin', days)).ok).toBe(true);
  });

  it.each(['adminAal1', 'student', 'partner', 'anon'] as const)('refuses %s', async (actor) => {
    const outcome = await extend(actor, 7);
    expect(outcome.ok ? 'ok' : outcome.code).toBe('42501');
  });

  it('adds to a deadline still in the future', async () => {
    const outcome = await asActor(
      database.db,
      actors.admin,
      `select extend_mfa_deadline($1, 5) - (select mfa_setup_deadline from mfa_enforcement where user_id = $1) as added`,
      [userIds.student],
    );
    // The subquery sees the deadline before the update (same snapshot).
    expect(firstRow(outcome)).toEqual({ added: 5 });
  });
});

describe('reset_mfa_requirement', () => {
  it('gives 7 days from today by default and unlocks the user', async () => {
    await asActor(
      database.db,
      actors.admin,
      'select reset_mfa_requirement($1)',
      [userIds.lockedout],
      {
        commit: true,
      },
    );
    const check = await asActor(
      database.db,
      actors.lockedout,
      `select is_mfa_locked_out() as locked,
              (select mfa_setup_deadline = current_date + 7 from mfa_enforcement where user_id = auth.uid()) as in_7_days`,
    );
    expect(firstRow(check)).toEqual({ locked: false, in_7_days: true });
    await database.db.query(
      `update mfa_enforcement set mfa_setup_deadline = current_date - 23 where user_id = $1`,
      [userIds.lockedout],
    );
  });

  it('refuses out-of-range days and non-admins', async () => {
    const tooMany = await asActor(
      database.db,
      actors.admin,
      'select reset_mfa_requirement($1, 45)',
      [userIds.student],
    );
    const member = await asActor(database.db, actors.partner, 'select reset_mfa_requirement($1)', [
      userIds.student,
    ]);
    expect([tooMany.ok, member.ok ? 'ok' : member.code]).toEqual([false, '42501']);
  });
});

describe('validate_mfa_backup_code', () => {
  beforeAll(async () => {
    await database.db.query(
      `insert into mfa_backup_codes (user_id, code_hash)
       values ($1, encode(sha256('K7Q2M9XA'::bytea), 'hex')), ($1, encode(sha256('ZZZZ0000'::bytea), 'hex'))`,
      [userIds.partner],
    );
  });

  const validate = (code: string, actor: keyof typeof actors = 'partner') =>
    asActor(database.db, actors[actor], 'select validate_mfa_backup_code($1) as result', [code], {
      commit: true,
    });

  it('accepts a code once, case-insensitively, then refuses it', async () => {
    expect(firstRow(await validate('k7q2m9xa')).result).toEqual({ valid: true, remaining: 1 });
    expect(firstRow(await validate('K7Q2M9XA')).result).toEqual({ valid: false, remaining: 1 });
  });

  it("refuses a wrong code and another user's code", async () => {
    expect(firstRow(await validate('WRONG123')).result).toMatchObject({ valid: false });
    expect(firstRow(await validate('ZZZZ0000', 'student')).result).toMatchObject({ valid: false });
  });

  it('is not callable anonymously', async () => {
    const outcome = await asActor(
      database.db,
      actors.anon,
      `select validate_mfa_backup_code('ZZZZ0000')`,
    );
    expect(outcome.ok ? 'ok' : outcome.code).toBe('42501');
  });
});

describe('order pricing and discount codes', () => {
  const price = (tier: string, teamSize: number, code: string | null) =>
    asService('select compute_order_price($1, $2, $3) as p', [tier, teamSize, code]).then(
      (o) => firstRow(o).p as Record<string, unknown>,
    );

  it('prices Student, Professional and Corporate (base for 5 + 300 GHS per extra)', async () => {
    expect(await price('Student', 1, null)).toMatchObject({
      subtotal_cents: 20000,
      total_cents: 20000,
    });
    expect(await price('Professional', 9, null)).toMatchObject({
      team_size: 1,
      total_cents: 50000,
    });
    expect(await price('Corporate', 5, null)).toMatchObject({
      extra_members: 0,
      total_cents: 200000,
    });
    expect(await price('Corporate', 8, null)).toMatchObject({
      base_price_cents: 200000,
      extra_members: 3,
      extra_members_cents: 90000,
      subtotal_cents: 290000,
      total_cents: 290000,
    });
  });

  it('applies percentage, free and fixed codes, never below 0', async () => {
    expect(await price('Professional', 1, 'welcome10')).toMatchObject({
      discount_amount_cents: 5000,
      total_cents: 45000,
    });
    expect(await price('Corporate', 5, 'FREEPASS')).toMatchObject({ total_cents: 0 });
    expect(await price('Corporate', 6, 'CORP500')).toMatchObject({
      subtotal_cents: 230000,
      discount_amount_cents: 50000,
      total_cents: 180000,
    });
  });

  it('refuses a Corporate team below the minimum and an unknown tier', async () => {
    const small = await asService(`select compute_order_price('Corporate', 3, null)`);
    const unknown = await asService(`select compute_order_price('Patron', 1, null)`);
    expect([small.ok, unknown.ok]).toEqual([false, false]);
    expect(!small.ok && small.message).toMatch(/at least 5/);
  });

  it.each([
    ['EXPIRED20', 'Student', 20000, 'This discount code has expired'],
    ['USEDUP15', 'Student', 20000, 'This discount code has reached its usage limit'],
    ['INACTIVE5', 'Student', 20000, 'This discount code is no longer active'],
    ['CORP500', 'Student', 20000, 'This discount code is not valid for the Student tier'],
    ['NOPE', 'Student', 20000, 'Invalid discount code'],
  ])('validate_discount_code(%s, %s) explains the refusal', async (code, tier, amount, message) => {
    const result = firstRow(
      await asService('select validate_discount_code($1, $2, $3) as r', [code, tier, amount]),
    ).r;
    expect(result).toEqual({ valid: false, message, discount_amount_cents: 0 });
  });

  it('refuses an order below the minimum purchase', async () => {
    await database.db.exec(
      `insert into discount_codes (code, discount_type, discount_value, min_purchase_amount_cents)
       values ('BIGSPEND', 'fixed', 50, 100000)`,
    );
    const low = firstRow(
      await asService(`select validate_discount_code('BIGSPEND', 'Student', 20000) as r`),
    ).r;
    const high = firstRow(
      await asService(`select validate_discount_code('BIGSPEND', 'Corporate', 200000) as r`),
    ).r;
    expect(low).toMatchObject({
      valid: false,
      message: 'A minimum purchase of GHS 1000.00 is required for this code',
    });
    expect(high).toMatchObject({ valid: true, discount_amount_cents: 5000 });
  });

  it('is callable by the service role only', async () => {
    for (const actor of [actors.anon, actors.student, actors.admin]) {
      const outcome = await asActor(
        database.db,
        actor,
        `select validate_discount_code('WELCOME10', 'Student', 20000)`,
      );
      expect(outcome.ok ? 'ok' : outcome.code).toBe('42501');
    }
  });

  it('redeem_discount_code counts a use; release gives it back', async () => {
    const used = async () =>
      (await database.db.query(`select times_used from discount_codes where code = 'CORP500'`))
        .rows[0];
    const redeemed = firstRow(
      await asActor(
        database.db,
        serviceRole,
        `select redeem_discount_code('CORP500', 'Corporate', 200000) as r`,
        [],
        { commit: true },
      ),
    ).r as { valid: boolean; discount_code_id: string };
    expect(redeemed).toMatchObject({ valid: true, discount_amount_cents: 50000 });
    expect(await used()).toEqual({ times_used: 1 });
    await asActor(
      database.db,
      serviceRole,
      'select release_discount_code($1)',
      [redeemed.discount_code_id],
      { commit: true },
    );
    expect(await used()).toEqual({ times_used: 0 });
  });
});

describe('admin analytics', () => {
  it('computes the revenue cards from the seeded subscriptions and payments', async () => {
    const summary = firstRow(
      await asActor(database.db, actors.admin, 'select admin_revenue_summary() as s'),
    ).s;
    // Active: 20000 + 50000 + 260000 + 50000 + 45000 (cancelling) = 425000 a year.
    expect(summary).toEqual({
      total_subscriptions: 6,
      active_subscriptions: 5,
      cancelling_subscriptions: 1,
      annual_revenue_cents: 425000,
      annual_run_rate_cents: 425000,
      mrr_cents: 35417,
      churn_rate: 20,
      average_subscription_value_cents: 85000,
      new_this_month: expect.any(Number),
      // Successful payments: the six seeded subscriptions (20000 of them expired since).
      total_revenue_cents: 445000,
    });
  });

  it('breaks revenue down by tier and counts downloads per resource', async () => {
    const byTier = await asActor(
      database.db,
      actors.admin,
      'select * from admin_revenue_by_tier()',
    );
    expect(byTier.ok && byTier.rows.map((r) => [r.tier, Number(r.annual_revenue_cents)])).toEqual([
      ['Student', 20000],
      ['Professional', 145000],
      ['Corporate', 260000],
    ]);
    const totals = firstRow(
      await asActor(database.db, actors.admin, 'select admin_analytics_totals() as t'),
    ).t;
    expect(totals).toEqual({ total_downloads: 10, total_leads: 5, resources_with_downloads: 8 });
    const top = firstRow(
      await asActor(database.db, actors.admin, 'select * from admin_resource_downloads() limit 1'),
    );
    // Two downloads each; ties are listed by title.
    expect(top).toMatchObject({
      title: 'Mobile Money Fraud: A Case Study from Ghana',
      downloads: expect.anything(),
    });
    expect(Number(top.downloads)).toBe(2);
  });

  it.each(['student', 'partner', 'anon'] as const)('refuses %s', async (actor) => {
    const outcome = await asActor(database.db, actors[actor], 'select admin_revenue_summary()');
    expect(outcome.ok ? 'ok' : outcome.code).toBe('42501');
  });
});

describe('expire_subscriptions', () => {
  it('expires ended periods and clears the tier; a superseded subscription neither expires nor keeps it', async () => {
    // One active subscription per member: the corporate member's
    // earlier Student year, replaced when they switched tiers, is superseded.
    await database.db.exec(`
      update subscriptions set next_billing_date = now() - interval '1 day'
        where user_id in ('${userIds.student}', '${userIds.corporate}');
      insert into subscriptions (user_id, tier, status, amount_cents, next_billing_date)
        values ('${userIds.corporate}', 'Student', 'superseded', 20000, now() + interval '200 days');`);
    const expired = firstRow(
      await asActor(database.db, serviceRole, 'select expire_subscriptions() as n', [], {
        commit: true,
      }),
    );
    expect(expired).toEqual({ n: 2 });
    const tiers = await database.db.query(
      'select user_id, membership_tier from profiles where user_id in ($1, $2) order by user_id',
      [userIds.student, userIds.corporate],
    );
    expect(tiers.rows).toEqual([
      { user_id: userIds.student, membership_tier: null },
      { user_id: userIds.corporate, membership_tier: null },
    ]);
    const statuses = await database.db.query(
      `select tier, status from subscriptions where user_id = $1 order by tier`,
      [userIds.corporate],
    );
    expect(statuses.rows).toEqual([
      { tier: 'Corporate', status: 'expired' },
      { tier: 'Student', status: 'superseded' },
    ]);
  });

  it('a member cannot hold two active subscriptions at once', async () => {
    const outcome = await asActor(
      database.db,
      serviceRole,
      `insert into subscriptions (user_id, tier, status, amount_cents, next_billing_date)
       values ($1, 'Student', 'active', 20000, now() + interval '1 year'),
              ($1, 'Corporate', 'active', 200000, now() + interval '1 year')`,
      [userIds.partner],
    );
    expect(outcome).toMatchObject({ ok: false, code: '23505' });
  });

  it('cannot be run by clients', async () => {
    const outcome = await asActor(database.db, actors.admin, 'select expire_subscriptions()');
    expect(outcome.ok ? 'ok' : outcome.code).toBe('42501');
  });
});
