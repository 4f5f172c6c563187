import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorName, actors, allActors, userIds } from './support/actors.ts';
import { asActor, type Outcome, succeeded } from './support/as-role.ts';
import { onPostgres, openSeededDatabase } from './support/database.ts';
import { serviceRole } from './support/service-role.ts';

/**
 * Corporate teams whose members share the owner's paid seats (migrations
 * *_corporate_team_seats.sql, *_corporate_team_invitations.sql, *_corporate_team_access.sql):
 * the RLS matrix rows of the new tables and functions, the seat limits (also under simultaneous
 * additions: really overlapping on PostgreSQL), sign-up by a team invitation, and Corporate
 * access through a team that ends with the membership or the owner's subscription.
 */
let database: TestDatabase;
let fraudTeam: string;
let securityTeam: string;

async function scalar(sql: string, params: unknown[] = []): Promise<unknown> {
  const { rows } = await database.db.query<Record<string, unknown>>(sql, params);
  return Object.values(rows[0] ?? {})[0];
}

/** add_team_member as the add-team-member function calls it, for `acting`. */
const add = (team: string, email: string, acting: string = userIds.corporate) =>
  asActor(
    database.db,
    serviceRole,
    'select add_team_member($1, $2, $3) as r',
    [team, email, acting],
    { commit: true },
  );

const answer = (outcome: Outcome) =>
  outcome.ok ? (outcome.rows[0]?.r as Record<string, unknown>) : null;
const refusedWith = (outcome: Outcome, message: string) =>
  !outcome.ok && outcome.message === message;

const teamOf = async (name: string) =>
  String(await scalar('select team_id from corporate_teams where team_name = $1', [name]));

async function tierOf(actor: ActorName): Promise<unknown> {
  const outcome = await asActor(database.db, actors[actor], 'select current_member_tier() as t');
  return outcome.ok ? outcome.rows[0]?.t : outcome.message;
}

beforeAll(async () => {
  database = await openSeededDatabase();
  fraudTeam = await teamOf('Fraud Analytics');
  securityTeam = await teamOf('Security Operations');
  // The matrix's fixture: the professional on the corporate member's Fraud Analytics team and
  // an open invitation to it.
  expect(answer(await add(fraudTeam, 'professional@csan.test'))).toMatchObject({ status: 'added' });
  expect(answer(await add(fraudTeam, 'Pending.Invitee@Example.com '))).toMatchObject({
    status: 'invited',
  });
});
afterAll(async () => {
  await database?.close();
});

interface Probe {
  table: string;
  operation: string;
  sql: string;
  params?: () => unknown[];
  allowed: ActorName[];
}

const probes: Probe[] = [
  {
    table: 'corporate_team_members',
    operation: 'read',
    sql: 'select * from corporate_team_members',
    allowed: ['corporate', 'professional', 'admin'],
  },
  {
    table: 'corporate_team_members',
    operation: 'read own membership',
    sql: 'select * from corporate_team_members where user_id = auth.uid()',
    allowed: ['professional'],
  },
  {
    table: 'corporate_team_members',
    operation: 'insert oneself',
    sql: 'insert into corporate_team_members (team_id, user_id) values ($1, auth.uid())',
    params: () => [fraudTeam],
    allowed: [],
  },
  {
    table: 'corporate_team_members',
    operation: 'update',
    sql: 'update corporate_team_members set added_at = now()',
    allowed: [],
  },
  {
    table: 'corporate_team_members',
    operation: 'remove the professional (owner, admin at aal2, or leaving)',
    sql: 'delete from corporate_team_members where user_id = $1',
    params: () => [userIds.professional],
    allowed: ['corporate', 'professional', 'admin'],
  },
  {
    table: 'corporate_team_invitations',
    operation: 'read',
    sql: 'select * from corporate_team_invitations',
    allowed: ['corporate', 'admin'],
  },
  {
    table: 'corporate_team_invitations',
    operation: 'insert',
    sql: "insert into corporate_team_invitations (team_id, email) values ($1, 'x@example.com')",
    params: () => [fraudTeam],
    allowed: [],
  },
  {
    table: 'corporate_team_invitations',
    operation: 'withdraw',
    sql: 'delete from corporate_team_invitations',
    allowed: ['corporate', 'admin'],
  },
  {
    table: 'corporate_teams',
    operation: "read the corporate member's teams (owner, member, admin)",
    sql: 'select * from corporate_teams where team_owner_id = $1',
    params: () => [userIds.corporate],
    allowed: ['corporate', 'professional', 'admin'],
  },
  {
    table: 'corporate_teams',
    operation: 'a member renames the team',
    sql: "update corporate_teams set team_name = 'Mine' where team_id = $1 and team_owner_id <> auth.uid()",
    params: () => [fraudTeam],
    allowed: [],
  },
  {
    table: 'team_roster()',
    operation: 'read the team',
    sql: 'select * from team_roster($1)',
    params: () => [fraudTeam],
    allowed: ['corporate', 'professional', 'admin'],
  },
  {
    table: 'team_roster()',
    operation: 'read e-mail addresses and invitations',
    sql: 'select * from team_roster($1) where email is not null',
    params: () => [fraudTeam],
    allowed: ['corporate', 'admin'],
  },
  {
    table: 'my_team_access()',
    operation: 'Corporate access through a team',
    sql: 'select * from my_team_access()',
    allowed: ['professional'],
  },
  {
    table: 'my_team_seats()',
    operation: 'seats to share',
    sql: 'select * from my_team_seats() where seats_paid > 0',
    allowed: ['corporate', 'admin'],
  },
  {
    table: 'add_team_member()',
    operation: 'call directly',
    sql: "select add_team_member($1, 'someone@example.com', auth.uid())",
    params: () => [fraudTeam],
    allowed: [],
  },
  {
    table: 'member_tier()',
    operation: "read another member's tier",
    sql: 'select member_tier($1)',
    params: () => [userIds.student],
    allowed: [],
  },
  {
    table: 'current_member_tier()',
    operation: 'is Corporate (own subscription or a team)',
    sql: "select 1 from (select current_member_tier() as t) x where t = 'Corporate'",
    allowed: ['corporate', 'professional'],
  },
];

describe.each(allActors)('RLS matrix, corporate teams, as $name', (actor) => {
  it.each(probes)('$table: $operation', async (probe) => {
    const outcome = await asActor(database.db, actor, probe.sql, probe.params?.() ?? []);
    expect(
      { allowed: succeeded(outcome), outcome: outcome.ok ? 'ok' : outcome.code },
      outcome.ok ? `rows ${outcome.rows.length}/${outcome.affectedRows}` : outcome.message,
    ).toMatchObject({ allowed: probe.allowed.includes(actor.name) });
  });
});

describe('team seats', () => {
  it("a team's max_members cannot exceed the owner's paid seats (7 for the seeded member)", async () => {
    const create = (max: number) =>
      asActor(
        database.db,
        actors.corporate,
        `insert into corporate_teams (team_name, max_members) values ('Big', $1) returning team_id`,
        [max],
      );
    expect(refusedWith(await create(8), 'max_members_over_seats')).toBe(true);
    expect((await create(7)).ok).toBe(true);
    // Raising an existing team above the seats is refused too.
    expect(
      refusedWith(
        await asActor(
          database.db,
          actors.corporate,
          'update corporate_teams set max_members = 9 where team_id = $1',
          [fraudTeam],
        ),
        'max_members_over_seats',
      ),
    ).toBe(true);
  });

  it('a member of the team without seats of their own cannot create a team', async () => {
    const outcome = await asActor(
      database.db,
      actors.professional,
      `insert into corporate_teams (team_name, max_members) values ('Side team', 1)`,
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: '42501',
      message: 'team_owner_without_seats',
    });
  });

  it("adds are refused for others' teams, the owner, members already there and bad addresses", async () => {
    expect(
      refusedWith(await add(fraudTeam, 'student@csan.test', userIds.student), 'not_team_owner'),
    ).toBe(true);
    expect(refusedWith(await add(fraudTeam, 'corporate@csan.test'), 'owner_not_member')).toBe(true);
    expect(refusedWith(await add(fraudTeam, 'PROFESSIONAL@csan.test'), 'already_member')).toBe(
      true,
    );
    expect(
      refusedWith(await add(fraudTeam, 'pending.invitee@example.com'), 'already_invited'),
    ).toBe(true);
    expect(refusedWith(await add(fraudTeam, 'not-an-address'), 'invalid_email')).toBe(true);
  });

  it('a team holds at most max_members people, members and open invitations together', async () => {
    const outcome = await asActor(
      database.db,
      actors.corporate,
      `insert into corporate_teams (team_name, max_members) values ('Pair', 2) returning team_id`,
      [],
      { commit: true },
    );
    const pair = String(outcome.ok && outcome.rows[0]?.team_id);
    expect(answer(await add(pair, 'student@csan.test'))).toMatchObject({ status: 'added' });
    expect(answer(await add(pair, 'pair-invitee@example.com'))).toMatchObject({
      status: 'invited',
    });
    expect(refusedWith(await add(pair, 'amina.mensah@csan.test'), 'team_full')).toBe(true);
    // Lowering max_members below the people on it is refused.
    expect(
      refusedWith(
        await asActor(
          database.db,
          actors.corporate,
          'update corporate_teams set max_members = 1 where team_id = $1',
          [pair],
        ),
        'max_members_below_team',
      ),
    ).toBe(true);
  });

  it("the owner's seats are shared by all their teams; one person on two teams takes one seat", async () => {
    const used = async () =>
      Number(await scalar('select team_seats_used($1)', [userIds.corporate]));
    const before = await used();
    // The student is on the Pair team already: joining another team of the owner takes no seat.
    expect(answer(await add(securityTeam, 'student@csan.test'))).toMatchObject({ status: 'added' });
    expect(await used()).toBe(before);
    let n = 0;
    let last: Outcome | undefined;
    while (n < 10) {
      last = await add(securityTeam, `filler-${n}@example.com`);
      if (!last.ok) break;
      n += 1;
    }
    expect(last && refusedWith(last, 'seats_exhausted')).toBe(true);
    expect(await used()).toBe(7);
    expect(n).toBe(7 - before);
  });

  it('a withdrawn invitation frees its seat and takes its unused sign-up token', async () => {
    const token = await scalar(
      `select t.id from corporate_team_invitations i join invitation_tokens t on t.id = i.invitation_token_id
        where i.email = 'filler-0@example.com'`,
    );
    const withdrawn = await asActor(
      database.db,
      actors.corporate,
      "delete from corporate_team_invitations where email = 'filler-0@example.com'",
      [],
      { commit: true },
    );
    expect(withdrawn).toMatchObject({ ok: true, affectedRows: 1 });
    expect(await scalar('select count(*)::int from invitation_tokens where id = $1', [token])).toBe(
      0,
    );
    expect(Number(await scalar('select team_seats_used($1)', [userIds.corporate]))).toBe(6);
  });
});

describe(`two simultaneous additions for the last seat (${onPostgres ? 'PostgreSQL, two connections' : 'PGlite, serialised'})`, () => {
  it('exactly one gets it, whichever two teams of the owner they go to', async () => {
    // The partner becomes a Corporate subscriber with 2 seats and two teams of 2.
    await database.db.exec(`
      update subscriptions set tier = 'Corporate', team_size = 2
       where user_id = '${userIds.partner}' and status = 'active';
      insert into corporate_teams (team_name, max_members, team_owner_id) values
        ('Race A', 2, '${userIds.partner}'), ('Race B', 2, '${userIds.partner}');
    `);
    const raceA = await teamOf('Race A');
    const raceB = await teamOf('Race B');
    expect(answer(await add(raceA, 'kwame.boateng@csan.test', userIds.partner))).toMatchObject({
      status: 'added',
    });
    const attempts = await Promise.all([
      add(raceA, 'amina.mensah@csan.test', userIds.partner),
      add(raceB, 'race-invitee@example.com', userIds.partner),
    ]);
    expect(attempts.filter((a) => a.ok)).toHaveLength(1);
    expect(attempts.filter((a) => refusedWith(a, 'seats_exhausted'))).toHaveLength(1);
    expect(Number(await scalar('select team_seats_used($1)', [userIds.partner]))).toBe(2);
  });

  it('ten simultaneous additions to one team of 2 with 2 seats: two people', async () => {
    await database.db.exec(`
      delete from corporate_teams where team_owner_id = '${userIds.partner}';
      insert into corporate_teams (team_name, max_members, team_owner_id) values ('Race C', 2, '${userIds.partner}');
    `);
    const raceC = await teamOf('Race C');
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => add(raceC, `crowd-${i}@example.com`, userIds.partner)),
    );
    expect(attempts.filter((a) => a.ok)).toHaveLength(2);
    expect(Number(await scalar('select team_people($1)', [raceC]))).toBe(2);
  });
});

describe('sign-up with a team invitation', () => {
  it('the new account joins the team it was invited to; the seat stays taken', async () => {
    const used = Number(await scalar('select team_seats_used($1)', [userIds.corporate]));
    await database.db.exec(`
      insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
      values ('00000000-0000-4000-8900-000000000001', 'authenticated', 'authenticated',
              'Pending.Invitee@example.com', '{"full_name":"Pending Invitee"}', now(), now());
    `);
    expect(
      await scalar(
        `select count(*)::int from corporate_team_members
          where team_id = $1 and user_id = '00000000-0000-4000-8900-000000000001'`,
        [fraudTeam],
      ),
    ).toBe(1);
    expect(
      await scalar(
        "select count(*)::int from corporate_team_invitations where email = 'pending.invitee@example.com'",
      ),
    ).toBe(0);
    expect(Number(await scalar('select team_seats_used($1)', [userIds.corporate]))).toBe(used);
    expect(await scalar("select member_tier('00000000-0000-4000-8900-000000000001')")).toBe(
      'Corporate',
    );
  });
});

describe('Corporate access through a team', () => {
  it('the member reads Corporate files while on the team, and not once removed', async () => {
    const canRead = async () => {
      const outcome = await asActor(
        database.db,
        actors.professional,
        "select can_read_resource_tier('Corporate') as ok",
      );
      return outcome.ok && outcome.rows[0]?.ok;
    };
    expect(await tierOf('professional')).toBe('Corporate');
    expect(await canRead()).toBe(true);
    const removed = await asActor(
      database.db,
      actors.corporate,
      'delete from corporate_team_members where team_id = $1 and user_id = $2',
      [fraudTeam, userIds.professional],
      { commit: true },
    );
    expect(removed).toMatchObject({ ok: true, affectedRows: 1 });
    expect(await tierOf('professional')).toBe('Professional');
    expect(await canRead()).toBe(false);
  });

  it("every member loses it when the owner's subscription expires; the student is a Student again", async () => {
    expect(await tierOf('student')).toBe('Corporate');
    await database.db.exec(
      `update subscriptions set next_billing_date = now() - interval '1 day'
        where user_id = '${userIds.corporate}' and status = 'active'`,
    );
    expect(await tierOf('student')).toBe('Student');
    await database.db.query('select expire_subscriptions()');
    expect(await tierOf('student')).toBe('Student');
    expect(await tierOf('corporate')).toBeNull();
    const access = await asActor(database.db, actors.student, 'select * from my_team_access()');
    expect(access).toMatchObject({ ok: true, rows: [] });
    const seats = await asActor(database.db, actors.corporate, 'select * from my_team_seats()');
    expect(seats.ok && seats.rows[0]).toMatchObject({ seats_paid: 0 });
    // No seats, no new people.
    expect(refusedWith(await add(fraudTeam, 'late@example.com'), 'seats_exhausted')).toBe(true);
  });
});
