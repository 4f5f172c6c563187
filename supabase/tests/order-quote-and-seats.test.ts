import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, userIds } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';
import { serviceRole } from './support/service-role.ts';

/**
 * Migration *_order_quote_and_seats.sql: quote_order is the one price checkout shows,
 * create_order charges only the total the buyer confirmed, an order never pays for fewer seats
 * than the buyer's teams use, and Corporate access through a team stops at the seats paid.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
  // The quotes below reuse the seeded codes for new members; their per-member limit has its
  // own tests (discount-member-limit.test.ts).
  await database.db.exec(`update discount_codes set max_uses_per_member = null`);
});
afterAll(async () => {
  await database?.close();
});

let refs = 0;
const nextRef = () => `quote-ref-${++refs}-${Date.now()}`;

const asService = (sql: string, params: unknown[] = []) =>
  asActor(database.db, serviceRole, sql, params, { commit: true });

function resultOf(outcome: Outcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.rows[0]?.r as Record<string, unknown>;
}

async function scalar(sql: string, params: unknown[] = []): Promise<unknown> {
  const { rows } = await database.db.query<Record<string, unknown>>(sql, params);
  return Object.values(rows[0] ?? {})[0];
}

const quote = async (user: string, tier: string, teamSize: number, code: string | null) =>
  resultOf(
    await asService('select quote_order($1, $2, $3, $4) as r', [user, tier, teamSize, code]),
  );

const order = (
  user: string,
  tier: string,
  teamSize: number,
  code: string | null,
  confirmed: number | null,
  ref = nextRef(),
) =>
  asService('select create_order($1, $2, $3, $4, $5, $6) as r', [
    user,
    tier,
    teamSize,
    code,
    ref,
    confirmed,
  ]);

/** A new account (the profile comes from handle_new_user); returns its id. */
async function newUser(label: string): Promise<string> {
  const id = randomUUID();
  await database.db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, now(), now())`,
    [id, `${label}-${id.slice(0, 8)}@example.com`, JSON.stringify({ full_name: label })],
  );
  return id;
}

describe('quote_order: what checkout shows', () => {
  it('prices the code again for every team size (the issue: WELCOME10 at 5 and at 8 seats)', async () => {
    const buyer = await newUser('quote-buyer');
    expect(await quote(buyer, 'Corporate', 5, 'welcome10 ')).toMatchObject({
      tier: 'Corporate',
      team_size: 5,
      base_price_cents: 200000,
      extra_members: 0,
      extra_member_cents: 30000,
      extra_members_cents: 0,
      subtotal_cents: 200000,
      discount_code: 'WELCOME10',
      discount: { valid: true, message: 'Discount code applied', amount_cents: 20000 },
      discount_amount_cents: 20000,
      total_cents: 180000,
      free_order: false,
      seats_used: 0,
      refusal: null,
    });
    expect(await quote(buyer, 'Corporate', 8, 'WELCOME10')).toMatchObject({
      extra_members: 3,
      extra_members_cents: 90000,
      subtotal_cents: 290000,
      discount_amount_cents: 29000,
      total_cents: 261000,
    });
    // A fixed code (GHS 500) and a 100 % code.
    expect(await quote(buyer, 'Corporate', 8, 'CORP500')).toMatchObject({
      discount_amount_cents: 50000,
      total_cents: 240000,
    });
    expect(await quote(buyer, 'Corporate', 8, 'FREEPASS')).toMatchObject({
      discount_amount_cents: 290000,
      total_cents: 0,
      free_order: true,
    });
  });

  it("gives a code's refusal as a verdict, priced without it; no code, no verdict", async () => {
    const buyer = await newUser('quote-verdict');
    expect(await quote(buyer, 'Professional', 1, 'CORP500')).toMatchObject({
      extra_member_cents: 0,
      subtotal_cents: 50000,
      discount: {
        valid: false,
        message: 'This discount code is not valid for the Professional tier',
        amount_cents: 0,
      },
      discount_amount_cents: 0,
      total_cents: 50000,
    });
    expect(await quote(buyer, 'Student', 1, '  ')).toMatchObject({
      discount_code: null,
      discount: null,
      total_cents: 20000,
    });
  });

  it('refuses what create_order refuses, and only the service role may ask', async () => {
    const buyer = await newUser('quote-refused');
    for (const [args, code, message] of [
      [[buyer, 'Corporate', 2, null], '22023', 'Team size must be at least 5'],
      [[buyer, 'Gold', 1, null], '22023', 'Choose a membership tier'],
      [[userIds.admin, 'Student', 1, null], '42501', 'Admins have free access to all features'],
    ] as const) {
      expect(await asService('select quote_order($1, $2, $3, $4) as r', [...args])).toMatchObject({
        ok: false,
        code,
        message,
      });
    }
    expect(
      await asActor(
        database.db,
        actors.student,
        `select quote_order('${userIds.student}', 'Student', 1, null) as r`,
      ),
    ).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('create_order charges only the confirmed total', () => {
  it('refuses a total the server does not give, changing nothing (the issue: GHS 2,700 shown, 2,610 charged)', async () => {
    const buyer = await newUser('confirm-buyer');
    const pending = nextRef();
    resultOf(await order(buyer, 'Student', 1, null, 20000, pending));
    const usesBefore = Number(
      await scalar(`select times_used from discount_codes where code = 'WELCOME10'`),
    );

    // The old page kept the 5-seat discount (GHS 200) at 8 seats: 2,900 - 200 = 2,700.
    expect(await order(buyer, 'Corporate', 8, 'WELCOME10', 270000)).toEqual({
      ok: false,
      code: '22023',
      message: 'The total is now GHS 2610.00: review your order before paying',
    });
    // FREEPASS both ways: shown free but not free on the server, and the other way round.
    expect(await order(buyer, 'Corporate', 5, null, 0)).toMatchObject({
      ok: false,
      message: 'The total is now GHS 2000.00: review your order before paying',
    });
    expect(await order(buyer, 'Corporate', 6, 'FREEPASS', 90000)).toMatchObject({
      ok: false,
      message: 'The total is now GHS 0.00: review your order before paying',
    });
    expect(await order(buyer, 'Student', 1, null, null)).toMatchObject({
      ok: false,
      message: 'The total is now GHS 200.00: review your order before paying',
    });

    // Nothing happened: no new order, the code's uses and the earlier pending order untouched.
    expect(
      await scalar('select count(*)::int from subscriptions where user_id = $1', [buyer]),
    ).toBe(1);
    expect(await scalar('select status from transactions where reference = $1', [pending])).toBe(
      'pending',
    );
    expect(
      Number(await scalar(`select times_used from discount_codes where code = 'WELCOME10'`)),
    ).toBe(usesBefore);
  });

  it('places the order at the quoted total, which is what the provider is asked for', async () => {
    const buyer = await newUser('confirm-ok');
    const quoted = await quote(buyer, 'Corporate', 8, 'WELCOME10');
    const placed = resultOf(
      await order(buyer, 'Corporate', 8, 'WELCOME10', Number(quoted.total_cents)),
    );
    expect(placed).toMatchObject({ amount_cents: 261000, team_size: 8, free_order: false });
    expect(
      await scalar('select amount_cents::int from transactions where reference = $1', [
        placed.reference,
      ]),
    ).toBe(261000);

    const free = resultOf(await order(buyer, 'Corporate', 8, 'FREEPASS', 0));
    expect(free).toMatchObject({ amount_cents: 0, free_order: true });
    expect(await scalar('select member_tier($1)', [buyer])).toBe('Corporate');
  });
});

describe('seats hold on renewal', () => {
  /** An owner with an active Corporate subscription of `seats`, one team and `members` on it. */
  async function ownerWithTeam(seats: number, members: number) {
    const owner = await newUser('owner');
    await database.db.query(
      `insert into subscriptions (user_id, tier, status, amount_cents, team_size, next_billing_date, payment_reference)
       values ($1, 'Corporate', 'active', 230000, $2, now() + interval '200 days', $3)`,
      [owner, seats, nextRef()],
    );
    const team = String(
      await scalar(
        `insert into corporate_teams (team_name, organization, max_members, team_owner_id)
         values ('Blue Team', 'Owner Org', $1, $2) returning team_id`,
        [seats, owner],
      ),
    );
    const people: string[] = [];
    for (let i = 0; i < members; i += 1) people.push(await join(team, members - i));
    return { owner, team, people };
  }

  /** Adds a new account to the team, joined `minutesAgo` (the seat order is the joining order). */
  async function join(team: string, minutesAgo: number): Promise<string> {
    const person = await newUser('teammate');
    await database.db.query(
      `insert into corporate_team_members (team_id, user_id, added_at)
       values ($1, $2, now() - make_interval(mins => $3))`,
      [team, person, minutesAgo],
    );
    return person;
  }

  const tiers = (people: string[]) =>
    Promise.all(people.map((person) => scalar('select member_tier($1)', [person])));

  it('an order for fewer seats than the teams use is refused with the reason (the issue: 6 used, renewed at 5)', async () => {
    const { owner } = await ownerWithTeam(6, 6);
    const message =
      'Your teams use 6 seats: choose a team size of at least 6 or remove people from your teams first';
    expect(await quote(owner, 'Corporate', 5, null)).toMatchObject({
      seats_used: 6,
      refusal: message,
    });
    expect(await order(owner, 'Corporate', 5, null, 200000)).toEqual({
      ok: false,
      code: '22023',
      message,
    });
    // Another tier pays for no seats at all.
    expect(await order(owner, 'Professional', 1, null, 50000)).toMatchObject({
      ok: false,
      message:
        'Your teams use 6 Corporate seats: remove people from your teams before choosing the Professional tier',
    });
    expect(await quote(owner, 'Corporate', 6, null)).toMatchObject({ refusal: null });
    expect(resultOf(await order(owner, 'Corporate', 6, null, 230000))).toMatchObject({
      team_size: 6,
    });
  });

  it('Corporate through a team stops at the seats paid: the latest to join loses it first', async () => {
    const { owner, team, people } = await ownerWithTeam(6, 5);
    // A renewal for 5 seats placed while 5 seats were used (allowed), then a sixth person
    // joins on the current 6 seats, then the 5-seat renewal is paid.
    const renewal = resultOf(await order(owner, 'Corporate', 5, null, 200000));
    const sixth = await join(team, 0);
    expect(await tiers([...people, sixth])).toEqual(Array(6).fill('Corporate'));
    const paid = resultOf(
      await asService(`select activate_subscription($1, 200000, 'GHS') as r`, [renewal.reference]),
    );
    expect(paid).toMatchObject({ status: 'activated' });
    expect(await scalar('select team_seats_paid($1)', [owner])).toBe(5);
    expect(await scalar('select team_seats_used($1)', [owner])).toBe(6);

    // Five seats, five people with Corporate: the sixth keeps their own (no) tier.
    expect(await tiers([...people, sixth])).toEqual([...Array(5).fill('Corporate'), null]);
    const sixthClaims = {
      name: 'student' as const,
      role: 'authenticated' as const,
      userId: sixth,
      claims: { sub: sixth, role: 'authenticated', aal: 'aal1', aud: 'authenticated' },
    };
    const access = await asActor(database.db, sixthClaims, 'select * from my_team_access()');
    expect(access).toMatchObject({ ok: true, rows: [] });
    const firstClaims = { ...sixthClaims, userId: people[0] ?? '' };
    firstClaims.claims = { ...sixthClaims.claims, sub: people[0] ?? '' };
    expect(
      await asActor(database.db, firstClaims, 'select team_name from my_team_access()'),
    ).toMatchObject({ ok: true, rows: [{ team_name: 'Blue Team' }] });

    // Someone earlier leaves: the sixth now holds a paid seat.
    await database.db.query(
      'delete from corporate_team_members where team_id = $1 and user_id = $2',
      [team, people[0]],
    );
    expect(await scalar('select member_tier($1)', [sixth])).toBe('Corporate');
    expect(await scalar('select member_tier($1)', [people[0]])).toBeNull();
  });
});

describe('quote_order and create_order price every order alike (one price_order)', () => {
  const CORPORATE_SIZES = [null, 0, 4, 5, 6, 8, 20];
  const ONE_SEAT_SIZES = [null, 1, 8];
  const TIERS_AND_SIZES: [string | null, number | null][] = [
    ...CORPORATE_SIZES.map((size): [string, number | null] => ['Corporate', size]),
    ...ONE_SEAT_SIZES.map((size): [string, number | null] => ['Student', size]),
    ...ONE_SEAT_SIZES.map((size): [string, number | null] => ['Professional', size]),
    [null, 5],
    ['Gold', 1],
  ];
  // Every kind of verdict: none, each refusal of discount_refusal and of the member's limit,
  // percentage / fixed / more than the subtotal, case and spaces, a use held by the buyer's own
  // unfinished order, and a minimum purchase only some team sizes reach.
  const CODES = [
    null,
    '',
    ' welcome10 ',
    'FREEPASS',
    'CORP500',
    'EXPIRED20',
    'USEDUP15',
    'INACTIVE5',
    'NOSUCHCODE',
    'AGREE-PRO',
    'AGREE-MIN',
    'AGREE-BIG',
    'AGREE-ONCE',
    'AGREE-LAST',
  ];
  let buyers: Record<'fresh' | 'holder' | 'owner', string>;

  beforeAll(async () => {
    await database.db.exec(`
      insert into discount_codes
        (code, discount_type, discount_value, max_uses, applicable_tiers, min_purchase_amount_cents, max_uses_per_member)
      values
        ('AGREE-PRO', 'percentage', 25, null, array['Professional'], 0, null),
        ('AGREE-MIN', 'fixed', 300, null, null, 260000, null),
        ('AGREE-BIG', 'fixed', 5000, null, null, 0, null),
        ('AGREE-ONCE', 'percentage', 50, null, null, 0, 1),
        ('AGREE-LAST', 'percentage', 30, 1, null, 0, null)`);
    buyers = { fresh: await newUser('agree-fresh'), holder: '', owner: '' };
    // The holder used AGREE-ONCE already and holds AGREE-LAST's only use in an unpaid order.
    buyers.holder = await newUser('agree-holder');
    await database.db.query(
      `insert into subscriptions (user_id, tier, status, amount_cents, team_size, payment_reference, discount_code_id)
       select $1, 'Student', 'expired', 10000, 1, $2, id from discount_codes where code = 'AGREE-ONCE'`,
      [buyers.holder, nextRef()],
    );
    expect(resultOf(await order(buyers.holder, 'Student', 1, 'AGREE-LAST', 14000))).toMatchObject({
      amount_cents: 14000,
    });
    // The owner paid for 6 seats and the team uses them all.
    buyers.owner = await newUser('agree-owner');
    await database.db.query(
      `insert into subscriptions (user_id, tier, status, amount_cents, team_size, next_billing_date, payment_reference)
       values ($1, 'Corporate', 'active', 230000, 6, now() + interval '200 days', $2)`,
      [buyers.owner, nextRef()],
    );
    const team = await scalar(
      `insert into corporate_teams (team_name, organization, max_members, team_owner_id)
       values ('Agree Team', 'Agree Org', 6, $1) returning team_id`,
      [buyers.owner],
    );
    for (let i = 0; i < 6; i += 1) {
      await database.db.query(
        'insert into corporate_team_members (team_id, user_id) values ($1, $2)',
        [team, await newUser('agree-teammate')],
      );
    }
  });

  /** What create_order does with the total the quote showed (rolled back), beside the quote. */
  async function bothFor(
    buyer: string,
    tier: string | null,
    size: number | null,
    code: string | null,
  ) {
    const quoted = await asActor(
      database.db,
      serviceRole,
      'select quote_order($1, $2, $3, $4) as r',
      [buyer, tier, size, code],
    );
    const quote = quoted.ok ? (quoted.rows[0]?.r as Record<string, unknown>) : undefined;
    const placed = await asActor(
      database.db,
      serviceRole,
      'select create_order($1, $2, $3, $4, $5, $6) as r',
      [buyer, tier, size, code, nextRef(), quote?.total_cents ?? 0],
    );
    return { quoted, quote, placed };
  }

  /** What create_order must answer for a quote: its refusal, else the quoted order. */
  function expectedOrder(quoted: Outcome, quote: Record<string, unknown> | undefined) {
    if (!quoted.ok) return { ok: false, code: quoted.code, message: quoted.message };
    const discount = quote?.discount as { valid: boolean; message: string } | null;
    const refusal = quote?.refusal ?? (discount && !discount.valid ? discount.message : null);
    if (refusal) return { ok: false, code: '22023', message: refusal };
    return {
      ok: true,
      order: {
        amount_cents: quote?.total_cents,
        discount_amount_cents: quote?.discount_amount_cents,
        team_size: quote?.team_size,
        tier: quote?.tier,
        free_order: quote?.free_order,
      },
    };
  }

  it("for every tier × team size × code × buyer: the order is refused for the quote's reason or placed at its total", async () => {
    const verdicts = new Set<string>();
    let placed = 0;
    for (const buyer of Object.values(buyers)) {
      for (const [tier, size] of TIERS_AND_SIZES) {
        for (const code of CODES) {
          const both = await bothFor(buyer, tier, size, code);
          const expected = expectedOrder(both.quoted, both.quote);
          const actual = both.placed.ok
            ? { ok: true, order: expect.objectContaining(expected.ok ? expected.order : {}) }
            : { ok: false, code: both.placed.code, message: both.placed.message };
          expect(actual, `${tier} × ${size} × ${code} for ${buyer}`).toEqual(expected);
          verdicts.add(expected.ok ? 'placed' : String(expected.message));
          if (both.placed.ok) placed += 1;
        }
      }
    }
    // The enumeration reached every kind of outcome (not only refusals).
    expect(placed).toBeGreaterThan(100);
    expect([...verdicts].sort()).toEqual(
      [
        'A minimum purchase of GHS 2600.00 is required for this code',
        'Choose a membership tier',
        'Invalid discount code',
        'Team size must be at least 5',
        'This discount code has expired',
        'This discount code has reached its usage limit',
        'This discount code is no longer active',
        'This discount code is not valid for the Corporate tier',
        'This discount code is not valid for the Professional tier',
        'This discount code is not valid for the Student tier',
        'You have already used this discount code',
        'Your teams use 6 Corporate seats: remove people from your teams before choosing the Professional tier',
        'Your teams use 6 Corporate seats: remove people from your teams before choosing the Student tier',
        'Your teams use 6 seats: choose a team size of at least 6 or remove people from your teams first',
        'placed',
      ].sort(),
    );
  });

  it('an admin gets the same 42501 from both', async () => {
    const both = await bothFor(userIds.admin, 'Corporate', 5, 'WELCOME10');
    expect(both.quoted).toMatchObject({ ok: false, code: '42501' });
    expect(both.placed).toEqual(both.quoted);
  });
});
