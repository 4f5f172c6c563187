import { createHash, randomUUID } from 'node:crypto';
import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { onPostgres, openSeededDatabase } from './support/database.ts';

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
                            'auth_attempt_record', 'mfa_backup_code_attempt')
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

// Backup codes: the RPCs count in the same 'mfa' row as the TOTP hook.
describe('backup-code RPCs under the MFA limit', () => {
  const CODES = ['AB12CD34', 'EF56GH78'];
  const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');

  /** A member of their own with two unspent backup codes, and their aal1 JWT. */
  async function memberWithCodes(): Promise<Actor> {
    const id = randomUUID();
    await database.db.query(
      `insert into auth.users (id, aud, role, email, created_at)
       values ($1, 'authenticated', 'authenticated', $2, now())`,
      [id, `codes-${id}@csan.test`],
    );
    for (const code of CODES) {
      await database.db.query('insert into mfa_backup_codes (user_id, code_hash) values ($1, $2)', [
        id,
        sha256(code),
      ]);
    }
    return {
      ...actors.student,
      userId: id,
      claims: { sub: id, role: 'authenticated', aal: 'aal1', aud: 'authenticated' },
    };
  }

  function answer(outcome: Outcome): Record<string, unknown> {
    if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
    return outcome.rows[0]?.r as Record<string, unknown>;
  }

  /** One RPC call as PostgREST makes it: its own transaction, committed. */
  const call = async (
    member: Actor,
    code: string,
    fn: 'redeem_mfa_backup_code' | 'validate_mfa_backup_code' = 'redeem_mfa_backup_code',
  ) =>
    answer(await asActor(database.db, member, `select ${fn}($1) as r`, [code], { commit: true }));

  const mfaHook = async (member: Actor, valid: boolean) => {
    const { rows } = await database.db.query<{ result: Record<string, unknown> }>(
      'select public.hook_mfa_verification_attempt($1::jsonb) as result',
      [
        JSON.stringify({
          user_id: member.userId,
          factor_id: randomUUID(),
          factor_type: 'totp',
          valid,
        }),
      ],
    );
    return rows[0]?.result;
  };

  const counter = async (member: Actor) => {
    const { rows } = await database.db.query<{ kind: string; failures: number; locked: boolean }>(
      `select kind, failures, locked_until is not null as locked
         from public.auth_attempt_counters where user_id = $1`,
      [member.userId],
    );
    return rows;
  };

  const unspent = async (member: Actor) => {
    const { rows } = await database.db.query<{ n: number }>(
      'select count(*)::int as n from mfa_backup_codes where user_id = $1 and used_at is null',
      [member.userId],
    );
    return rows[0]?.n;
  };

  /** Moves the last failure back, as if the member had waited. */
  const wait = (member: Actor, seconds: number) =>
    database.db.query(
      `update public.auth_attempt_counters
          set last_failed_at = last_failed_at - make_interval(secs => $2)
        where user_id = $1`,
      [member.userId, seconds],
    );

  const slowed = {
    valid: false,
    limited: 'slowed',
    retry_after: 30,
    message: 'Too many failed verification codes. Try again in 30 seconds.',
  };

  it('records every wrong code and refuses from the 5th on, even the right code, unspent', async () => {
    const member = await memberWithCodes();
    for (let i = 0; i < 4; i += 1) {
      expect(await call(member, 'ZZZZ9999')).toEqual({ valid: false, remaining: 2 });
    }
    expect(await counter(member)).toEqual([{ kind: 'mfa', failures: 4, locked: false }]);
    expect(await call(member, 'ZZZZ9999')).toEqual(slowed);
    // The right code during the back-off: refused, not counted, not spent, MFA untouched.
    expect(await call(member, CODES[0] ?? '')).toMatchObject({ valid: false, limited: 'slowed' });
    expect(await counter(member)).toEqual([{ kind: 'mfa', failures: 5, locked: false }]);
    expect(await unspent(member)).toBe(2);

    // After the 30 s back-off the right code works and clears the count.
    await wait(member, 31);
    expect(await call(member, CODES[0] ?? '')).toEqual({ valid: true, remaining: 0 });
    expect(await counter(member)).toEqual([]);
  });

  it('shares one count with TOTP codes, both ways', async () => {
    const totpFirst = await memberWithCodes();
    for (let i = 0; i < 4; i += 1) await mfaHook(totpFirst, false);
    expect(await call(totpFirst, 'ZZZZ9999')).toEqual(slowed);

    const backupFirst = await memberWithCodes();
    for (let i = 0; i < 5; i += 1) await call(backupFirst, 'ZZZZ9999');
    expect(await mfaHook(backupFirst, true)).toEqual({
      decision: 'reject',
      message: 'Too many failed verification codes. Sign in again in 30 seconds.',
    });
  });

  it('refuses for 15 minutes at the 10th failure, a failure during a back-off still counting', async () => {
    const member = await memberWithCodes();
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await call(member, 'ZZZZ9999'));
    expect(answers.filter((a) => a.limited === 'slowed')).toHaveLength(5);
    expect(answers[9]).toEqual({
      valid: false,
      limited: 'locked',
      retry_after: 900,
      message:
        'Too many failed verification codes: MFA verification for this account is paused. Try again in 15 minutes.',
    });
    await wait(member, 600);
    expect(await call(member, CODES[1] ?? '')).toMatchObject({ valid: false, limited: 'locked' });
    expect(await counter(member)).toEqual([{ kind: 'mfa', failures: 10, locked: true }]);
  });

  it('limits validate_mfa_backup_code the same way', async () => {
    const member = await memberWithCodes();
    for (let i = 0; i < 4; i += 1) {
      expect(await call(member, 'ZZZZ9999', 'validate_mfa_backup_code')).toEqual({
        valid: false,
        remaining: 2,
      });
    }
    expect(await call(member, 'ZZZZ9999', 'validate_mfa_backup_code')).toEqual(slowed);
    expect(await call(member, CODES[1] ?? '', 'validate_mfa_backup_code')).toMatchObject({
      limited: 'slowed',
    });
    expect(await unspent(member)).toBe(2);
    await wait(member, 31);
    expect(await call(member, CODES[1] ?? '', 'validate_mfa_backup_code')).toEqual({
      valid: true,
      remaining: 1,
    });
  });

  it(`counts simultaneous wrong codes one by one (${onPostgres ? 'PostgreSQL, overlapping' : 'PGlite, serialised'})`, async () => {
    const member = await memberWithCodes();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        asActor(database.db, member, 'select redeem_mfa_backup_code($1) as r', ['ZZZZ9999'], {
          commit: true,
        }).then(answer),
      ),
    );
    expect(answers.filter((a) => a.limited === undefined)).toHaveLength(4);
    expect(answers.filter((a) => a.limited === 'slowed')).toHaveLength(5);
    expect(answers.filter((a) => a.limited === 'locked')).toHaveLength(1);
    expect(await counter(member)).toEqual([{ kind: 'mfa', failures: 10, locked: true }]);
  });
});
