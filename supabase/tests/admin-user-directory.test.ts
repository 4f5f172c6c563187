import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorName, actors, allActors, userIds } from './support/actors.ts';
import { asActor, succeeded } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';
import { serviceRole } from './support/service-role.ts';

/**
 * The admin console's Users and MFA support reads (admin_user_directory,
 * admin_mfa_support_requests) and the lost-device factor removal
 * (admin_remove_mfa_factors, service role only): who may call each (RLS-matrix cells, as in
 * rls-matrix.test.ts), and what they answer.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

const { admin, partner, student } = userIds;

const probes: { fn: string; sql: string; params?: unknown[]; allowed: ActorName[] }[] = [
  {
    fn: 'admin_user_directory',
    sql: 'select * from admin_user_directory()',
    allowed: ['admin'],
  },
  {
    fn: 'admin_mfa_support_requests',
    sql: 'select * from admin_mfa_support_requests()',
    allowed: ['admin'],
  },
  {
    fn: 'admin_audit_actors',
    sql: 'select * from admin_audit_actors($1::uuid[])',
    params: [[student]],
    allowed: ['admin'],
  },
  {
    fn: 'admin_remove_mfa_factors',
    sql: 'select admin_remove_mfa_factors($1, $2)',
    params: [partner, admin],
    allowed: [],
  },
];

describe.each(allActors)('as $name', (actor) => {
  it.each(probes)('$fn', async (probe) => {
    const outcome = await asActor(database.db, actor, probe.sql, probe.params ?? []);
    expect(succeeded(outcome), outcome.ok ? `rows ${outcome.rows.length}` : outcome.message).toBe(
      probe.allowed.includes(actor.name),
    );
  });
});

const rowsOf = async (sql: string, params: unknown[] = []) => {
  const outcome = await asActor(database.db, actors.admin, sql, params);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.rows;
};

describe('admin_audit_actors', () => {
  it("names each id's person (name, e-mail); an unknown id is left out", async () => {
    const unknown = '00000000-0000-4000-8000-00000000dead';
    const rows = await rowsOf('select * from admin_audit_actors($1::uuid[]) order by email', [
      [student, admin, unknown],
    ]);
    expect(rows.map((r) => r.email)).toEqual(['admin@csan.test', 'student@csan.test']);
    expect(rows.every((r) => typeof r.full_name === 'string' && r.full_name.length > 0)).toBe(true);
  });

  it('refuses more than a page of ids (22023), not a 500', async () => {
    const many = Array.from({ length: 101 }, () => student);
    const outcome = await asActor(
      database.db,
      actors.admin,
      'select * from admin_audit_actors($1::uuid[])',
      [many],
    );
    expect(outcome.ok ? 'ran' : outcome.code).toBe('22023');
  });
});

describe('admin_user_directory', () => {
  it('lists every profile with its e-mail, newest first', async () => {
    const rows = await rowsOf('select * from admin_user_directory()');
    const { rows: profiles } = await database.db.query('select count(*)::int as n from profiles');
    expect(rows).toHaveLength((profiles[0] as { n: number }).n);
    const times = rows.map((r) => new Date(r.created_at as string).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows.find((r) => r.user_id === student)).toMatchObject({ email: 'student@csan.test' });
  });

  it.each([
    ['STUDENT@csan', 'e-mail'],
    ['  student@CSAN.test ', 'e-mail, trimmed'],
  ])('searches case-insensitive substrings: %s (%s)', async (search) => {
    const rows = await rowsOf('select user_id from admin_user_directory($1)', [search]);
    expect(rows.map((r) => r.user_id)).toEqual([student]);
  });

  it('searches names and organizations too, and a blank search is everyone', async () => {
    const named = await rowsOf('select full_name from profiles where user_id = $1', [student]);
    const part = String(named[0]?.full_name).slice(1, 5).toUpperCase();
    const byName = await rowsOf('select user_id from admin_user_directory($1)', [part]);
    expect(byName.map((r) => r.user_id)).toContain(student);
    await database.db.query(
      "update profiles set organization = 'Volta_Cyber 100%' where user_id = $1",
      [student],
    );
    const byOrg = await rowsOf('select user_id from admin_user_directory($1)', ['a_cyber 100%']);
    expect(byOrg.map((r) => r.user_id)).toEqual([student]);
    // LIKE wildcards in the text are literal.
    expect(await rowsOf('select 1 from admin_user_directory($1)', ['a%c'])).toEqual([]);
    const all = await rowsOf('select 1 from admin_user_directory($1)', ['   ']);
    expect(all.length).toBeGreaterThan(5);
  });
});

describe('admin_mfa_support_requests', () => {
  it('lists requests newest first with the sender, their factors and deadline', async () => {
    const rows = await rowsOf('select * from admin_mfa_support_requests()');
    expect(rows.map((r) => r.request_type)).toEqual(['lost_device', 'locked_out', 'setup_help']);
    expect(rows[1]).toMatchObject({
      email: 'lockedout@csan.test',
      status: 'pending',
      verified_factors: 0,
    });
    expect(rows[0]).toMatchObject({ user_id: null, email: null, verified_factors: 0 });
  });
});

describe('admin_remove_mfa_factors (service role)', () => {
  it('removes every factor of the member, resets their deadline and audits the admin', async () => {
    const outcome = await asActor(
      database.db,
      serviceRole,
      'select admin_remove_mfa_factors($1, $2, null) as removed',
      [partner, admin],
      { commit: true },
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.rows[0]).toMatchObject({ removed: 1 });
    const { rows } = await database.db.query(
      `select (select count(*)::int from auth.mfa_factors where user_id = $1) as left_over,
              (select mfa_setup_deadline = current_date + 7 from mfa_enforcement where user_id = $1) as fresh,
              (select mfa_enabled from profiles where user_id = $1) as mfa_enabled,
              (select to_jsonb(a) from audit_logs a where action_type = 'mfa_factors_removed') as audit`,
      [partner],
    );
    expect(rows[0]).toMatchObject({
      left_over: 0,
      fresh: true,
      mfa_enabled: false,
      audit: {
        user_id: admin,
        user_role: 'admin',
        action_details: { target_user_id: partner, factors_removed: 1 },
      },
    });
  });

  it('refuses an acting user who is not an admin, and an unknown member', async () => {
    const notAdmin = await asActor(
      database.db,
      serviceRole,
      'select admin_remove_mfa_factors($1, $2)',
      [partner, student],
    );
    expect(notAdmin).toMatchObject({ ok: false, code: '42501' });
    const unknown = await asActor(
      database.db,
      serviceRole,
      'select admin_remove_mfa_factors($1, $2)',
      ['00000000-0000-4000-8000-0000000000ff', admin],
    );
    expect(unknown).toMatchObject({ ok: false, code: 'P0002' });
  });
});

describe('admin deadline changes are audited', () => {
  it('an extension that creates the member’s first deadline row is in the audit log', async () => {
    await database.db.query('delete from mfa_enforcement where user_id = $1', [student]);
    const outcome = await asActor(
      database.db,
      actors.admin,
      'select extend_mfa_deadline($1, 5) as deadline',
      [student],
      { commit: true },
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const { rows } = await database.db.query(
      `select user_id, user_role, action_details -> 'new' ->> 'user_id' as target
         from audit_logs where action_type = 'mfa_deadline_created'`,
    );
    expect(rows).toEqual([{ user_id: admin, user_role: 'admin', target: student }]);
  });

  it('sign-up’s own deadline rows are not audited (no admin acting)', async () => {
    const { rows } = await database.db.query(
      `select count(*)::int as n from audit_logs
        where action_type = 'mfa_deadline_created' and user_id is distinct from $1`,
      [admin],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
