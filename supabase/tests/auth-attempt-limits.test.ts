import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase } from './support/database.ts';

// The SQL side of the per-account limits (the HTTP side, through the auth
// server, is local-stack/test/auth/account-limits.test.ts).
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

const STUDENT = '00000000-0000-4000-8000-000000000002';

async function attempt(valid: boolean, hook = 'hook_password_verification_attempt') {
  const { rows } = await database.db.query<{ result: Record<string, unknown> }>(
    `select public.${hook}($1::jsonb) as result`,
    [JSON.stringify({ user_id: STUDENT, valid })],
  );
  return rows[0]?.result;
}

describe('auth attempt hooks', () => {
  it('are executable by supabase_auth_admin only', async () => {
    const { rows } = await database.db.query(
      `select r.rolname, p.proname from pg_roles r cross join pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and p.proname in ('hook_password_verification_attempt', 'hook_mfa_verification_attempt',
                            'auth_attempt_record')
          and r.rolname in ('anon', 'authenticated', 'supabase_auth_admin')
          and has_function_privilege(r.rolname, p.oid, 'execute')
        order by 2`,
    );
    expect(rows).toEqual([
      { rolname: 'supabase_auth_admin', proname: 'hook_mfa_verification_attempt' },
      { rolname: 'supabase_auth_admin', proname: 'hook_password_verification_attempt' },
    ]);
  });

  it('keeps the counters table from every client role', async () => {
    const { rows } = await database.db.query(
      `select r.rolname from pg_roles r
        where r.rolname in ('anon', 'authenticated')
          and has_table_privilege(r.rolname, 'public.auth_attempt_counters', 'select')`,
    );
    expect(rows).toEqual([]);
  });

  it('answers continue, then reject with the wait, and forgets on success after the wait', async () => {
    for (let i = 0; i < 4; i += 1) expect(await attempt(false)).toEqual({ decision: 'continue' });
    expect(await attempt(false)).toEqual({
      decision: 'reject',
      should_logout_user: false,
      message: 'Too many failed sign-in attempts. Try again in 30 seconds.',
    });
    expect((await attempt(true))?.decision).toBe('reject');
    await database.db.query(
      `update public.auth_attempt_counters set last_failed_at = last_failed_at - interval '31 seconds'
        where user_id = $1`,
      [STUDENT],
    );
    expect(await attempt(true)).toEqual({ decision: 'continue' });
    const { rows } = await database.db.query(
      'select 1 from public.auth_attempt_counters where user_id = $1',
      [STUDENT],
    );
    expect(rows).toEqual([]);
  });

  it('counts MFA failures apart from password failures', async () => {
    for (let i = 0; i < 4; i += 1) await attempt(false);
    expect(await attempt(false, 'hook_mfa_verification_attempt')).toEqual({
      decision: 'continue',
    });
    await database.db.query('delete from public.auth_attempt_counters');
  });

  it('words waits in seconds and whole minutes', async () => {
    const { rows } = await database.db.query<{ t: string }>(
      `select public.auth_attempt_wait_text(w) as t from unnest(array[
         interval '1 second', interval '29.2 seconds', interval '60 seconds',
         interval '61 seconds', interval '15 minutes']) as w`,
    );
    expect(rows.map((r) => r.t)).toEqual([
      '1 second',
      '30 seconds',
      '1 minute',
      '2 minutes',
      '15 minutes',
    ]);
  });
});
