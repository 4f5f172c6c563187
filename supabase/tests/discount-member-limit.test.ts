import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, userIds } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { onPostgres, openSeededDatabase } from './support/database.ts';
import { serviceRole } from './support/service-role.ts';

/**
 * discount_codes.max_uses_per_member (migration *_discount_member_limit.sql): how many of one
 * member's orders may use a code, once by default, enforced where create_order records the
 * redemption. On PostgreSQL the orders really overlap; PGlite serialises them.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

let refs = 0;
const nextRef = () => `limit-ref-${++refs}-${Date.now()}`;

const order = (user: string, tier: string, code: string, ref: string = nextRef()) =>
  asActor(
    database.db,
    serviceRole,
    // The total the server quotes, confirmed as the checkout does.
    `select create_order($1, $2, 1, $3, $4, (quote_order($1, $2, 1, $3) ->> 'total_cents')::bigint) as r`,
    [user, tier, code, ref],
    { commit: true },
  );

async function scalar(sql: string, params: unknown[] = []): Promise<unknown> {
  const { rows } = await database.db.query<Record<string, unknown>>(sql, params);
  return Object.values(rows[0] ?? {})[0];
}

const usesOf = async (user: string, code: string) =>
  Number(
    await scalar(
      `select count(*) from subscriptions s join discount_codes d on d.id = s.discount_code_id
        where s.user_id = $1 and d.code = $2 and s.status <> 'cancelled'`,
      [user, code],
    ),
  );

const timesUsed = async (code: string) =>
  Number(await scalar('select times_used from discount_codes where code = $1', [code]));

const refused = (outcome: Outcome) =>
  !outcome.ok &&
  outcome.code === '22023' &&
  outcome.message === 'You have already used this discount code';

describe(`per-member discount limit (${onPostgres ? 'PostgreSQL, concurrent' : 'PGlite, serialised'})`, () => {
  it('is once per member by default, for new and seeded codes alike', async () => {
    await database.db.exec(
      `insert into discount_codes (code, discount_type, discount_value) values ('DEFAULTONCE', 'percentage', 10)`,
    );
    expect(
      await scalar(
        `select array_agg(distinct max_uses_per_member) from discount_codes where code in ('DEFAULTONCE', 'FREEPASS', 'WELCOME10')`,
      ),
    ).toEqual([1]);
  });

  it('a member cannot apply a 100% code twice: the second order is refused, nothing counted', async () => {
    const first = await order(userIds.partner, 'Professional', 'FREEPASS');
    expect(first.ok).toBe(true);
    const before = await timesUsed('FREEPASS');
    const second = await order(userIds.partner, 'Professional', 'FREEPASS');
    expect(refused(second)).toBe(true);
    expect(await timesUsed('FREEPASS')).toBe(before);
    expect(await usesOf(userIds.partner, 'FREEPASS')).toBe(1);
    // Another member still can.
    expect((await order(userIds.lockedout, 'Student', 'FREEPASS')).ok).toBe(true);
  });

  it('ten simultaneous free orders of one member with a once-per-member code: exactly one', async () => {
    await database.db.exec(
      `insert into discount_codes (code, discount_type, discount_value) values ('RACEFREE', 'percentage', 100)`,
    );
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () => order(userIds.professional, 'Professional', 'RACEFREE')),
    );
    expect(attempts.filter((a) => a.ok)).toHaveLength(1);
    expect(attempts.filter(refused)).toHaveLength(9);
    expect(await usesOf(userIds.professional, 'RACEFREE')).toBe(1);
    expect(await timesUsed('RACEFREE')).toBe(1);
  });

  it('a limit of 3 per member holds under 8 simultaneous free orders', async () => {
    await database.db.exec(
      `insert into discount_codes (code, discount_type, discount_value, max_uses_per_member)
       values ('THRICE', 'percentage', 100, 3)`,
    );
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => order(userIds.corporate, 'Student', 'THRICE')),
    );
    expect(attempts.filter((a) => a.ok)).toHaveLength(3);
    expect(attempts.filter(refused)).toHaveLength(5);
    expect(await usesOf(userIds.corporate, 'THRICE')).toBe(3);
    expect(await timesUsed('THRICE')).toBe(3);
  });

  it('an abandoned order gives the use back; NULL means no per-member limit', async () => {
    await database.db.exec(
      `insert into discount_codes (code, discount_type, discount_value) values ('PAIDONCE', 'percentage', 10)`,
    );
    // A paid order left pending is abandoned by the member's next order, so it does not count.
    expect((await order(userIds.student, 'Professional', 'PAIDONCE')).ok).toBe(true);
    expect((await order(userIds.student, 'Professional', 'PAIDONCE')).ok).toBe(true);
    expect(await usesOf(userIds.student, 'PAIDONCE')).toBe(1);

    await database.db.exec(
      `insert into discount_codes (code, discount_type, discount_value, max_uses_per_member)
       values ('ANYTIMES', 'percentage', 100, null)`,
    );
    for (let i = 0; i < 3; i++) {
      expect((await order(userIds.student, 'Student', 'ANYTIMES')).ok).toBe(true);
    }
    expect(await usesOf(userIds.student, 'ANYTIMES')).toBe(3);
  });

  it("checkout's preview says so for the member who used it, not for others or a pending order", async () => {
    await database.db.exec(
      `insert into discount_codes (code, discount_type, discount_value) values ('PREVIEW10', 'percentage', 10)`,
    );
    const preview = async (member: string) => {
      const outcome = await asActor(
        database.db,
        serviceRole,
        `select validate_member_discount_code('preview10', 'Student', 20000, $1) as r`,
        [member],
      );
      if (!outcome.ok) throw new Error(outcome.message);
      return outcome.rows[0]?.r as Record<string, unknown>;
    };
    expect(await preview(userIds.lockedout)).toMatchObject({
      valid: true,
      discount_amount_cents: 2000,
    });
    // A pending (unpaid) order does not count: the next order abandons it first.
    const ref = nextRef();
    expect((await order(userIds.lockedout, 'Student', 'PREVIEW10', ref)).ok).toBe(true);
    expect(await preview(userIds.lockedout)).toMatchObject({ valid: true });
    const paid = await asActor(
      database.db,
      serviceRole,
      `select activate_subscription($1, 18000, 'GHS') as r`,
      [ref],
      { commit: true },
    );
    expect(paid.ok && paid.rows[0]?.r).toMatchObject({ status: 'activated' });
    expect(await preview(userIds.lockedout)).toEqual({
      valid: false,
      message: 'You have already used this discount code',
      discount_amount_cents: 0,
    });
    expect(await preview(userIds.admin)).toMatchObject({ valid: true });
    // Other refusals come first, as validate_discount_code gives them.
    expect(
      (
        await asActor(
          database.db,
          serviceRole,
          `select validate_member_discount_code('USEDUP15', 'Student', 20000, $1) as r`,
          [userIds.lockedout],
        )
      ).ok,
    ).toBe(true);
    // Members cannot call it themselves.
    expect(
      await asActor(
        database.db,
        actors.student,
        `select validate_member_discount_code('PREVIEW10', 'Student', 20000, $1) as r`,
        [userIds.student],
      ),
    ).toMatchObject({ ok: false, code: '42501' });
  });

  it('refuses a per-member limit below 1', async () => {
    await expect(
      database.db.exec(
        `insert into discount_codes (code, discount_type, discount_value, max_uses_per_member)
         values ('ZEROLIMIT', 'percentage', 10, 0)`,
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
