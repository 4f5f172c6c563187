import { createHash, randomUUID } from 'node:crypto';
import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { onPostgres, openSeededDatabase } from './support/database.ts';

/**
 * The MFA rules (migrations *_mfa_factor_rules.sql, *_mfa_backup_codes.sql): the deadline after losing
 * MFA and profiles.mfa_enabled follow auth.mfa_factors, and
 * redeem_mfa_backup_code turns one backup code into "set MFA up again".
 * Each test works on its own fresh user, so order does not matter.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

const codes = ['AB12CD34', 'EF56GH78', 'JK90LM12'];
const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');

interface Member {
  id: string;
  factorId: string;
  sessionId: string;
}

/** A member as GoTrue leaves them after enrolment: verified factor, aal2 session, backup codes. */
async function memberWithMfa(): Promise<Member> {
  const id = randomUUID();
  const factorId = randomUUID();
  const sessionId = randomUUID();
  const { db } = database;
  await db.query(
    `insert into auth.users (id, aud, role, email, created_at)
     values ($1, 'authenticated', 'authenticated', $2, now() - interval '30 days')`,
    [id, `mfa-${id}@csan.test`],
  );
  // A deadline far from the 7-day rule, so the tests see it reset.
  await db.query(
    `update mfa_enforcement set mfa_setup_deadline = current_date + 200 where user_id = $1`,
    [id],
  );
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, 'CSAN', 'totp', 'unverified', 'AXFVCYZF7II7KVO776EIDBRCU7NLAZD4')`,
    [factorId, id],
  );
  await db.query(`update auth.mfa_factors set status = 'verified' where id = $1`, [factorId]);
  await db.query(
    `insert into auth.sessions (id, user_id, aal, factor_id) values ($1, $2, 'aal2', $3)`,
    [sessionId, id, factorId],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method)
     values ($1, 'password'), ($1, 'totp')`,
    [sessionId],
  );
  for (const code of codes) {
    await db.query('insert into mfa_backup_codes (user_id, code_hash) values ($1, $2)', [
      id,
      sha256(code),
    ]);
  }
  return { id, factorId, sessionId };
}

/** The member's JWT as GoTrue issues it (the seeded actor's shape, their own claims). */
function as(member: Member, aal: 'aal1' | 'aal2'): Actor {
  return {
    ...actors.student,
    userId: member.id,
    claims: { sub: member.id, role: 'authenticated', aal, aud: 'authenticated' },
  };
}

async function stateOf(id: string) {
  const { rows } = await database.db.query<{
    days: number | null;
    disabled: boolean;
    mfa_enabled: boolean;
    factors: number;
    codes: number;
  }>(
    `select (select mfa_setup_deadline - current_date from mfa_enforcement where user_id = $1) as days,
            (select mfa_disabled_at is not null from mfa_enforcement where user_id = $1) as disabled,
            (select mfa_enabled from profiles where user_id = $1) as mfa_enabled,
            (select count(*)::int from auth.mfa_factors where user_id = $1) as factors,
            (select count(*)::int from mfa_backup_codes where user_id = $1) as codes`,
    [id],
  );
  return rows[0];
}

function answer(outcome: Outcome): unknown {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.rows[0]?.r;
}

const redeem = (member: Member, code: string, commit = true) =>
  asActor(database.db, as(member, 'aal1'), 'select redeem_mfa_backup_code($1) as r', [code], {
    commit,
  });

describe('auth.mfa_factors drives the MFA state', () => {
  it('a verified factor sets profiles.mfa_enabled', async () => {
    const member = await memberWithMfa();
    expect(await stateOf(member.id)).toMatchObject({ mfa_enabled: true, days: 200 });
  });

  it('losing the last verified factor (GoTrue unenroll) starts 7 days and drops the codes', async () => {
    const member = await memberWithMfa();
    await database.db.query('delete from auth.mfa_factors where id = $1', [member.factorId]);
    expect(await stateOf(member.id)).toEqual({
      days: 7,
      disabled: true,
      mfa_enabled: false,
      factors: 0,
      codes: 0,
    });
  });

  it('removing an unverified factor or one of two verified factors changes nothing', async () => {
    const member = await memberWithMfa();
    const pending = randomUUID();
    const second = randomUUID();
    await database.db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status)
       values ($1, $3, 'pending', 'totp', 'unverified'), ($2, $3, 'second', 'totp', 'verified')`,
      [pending, second, member.id],
    );
    await database.db.query('delete from auth.mfa_factors where id = $1', [pending]);
    await database.db.query('delete from auth.mfa_factors where id = $1', [member.factorId]);
    expect(await stateOf(member.id)).toMatchObject({
      days: 200,
      disabled: false,
      mfa_enabled: true,
      codes: codes.length,
    });
  });

  it('deleting a user with MFA still cascades (no deadline for a vanished user)', async () => {
    const member = await memberWithMfa();
    await database.db.query('delete from auth.users where id = $1', [member.id]);
    const { rows } = await database.db.query(
      'select count(*)::int as n from mfa_enforcement where user_id = $1',
      [member.id],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it("a client's mfa_enabled write is replaced by the truth from the factors", async () => {
    const member = await memberWithMfa();
    const off = await asActor(
      database.db,
      as(member, 'aal2'),
      'update profiles set mfa_enabled = false where user_id = auth.uid() returning mfa_enabled',
    );
    expect(off).toMatchObject({ ok: true, rows: [{ mfa_enabled: true }] });
    await database.db.query('delete from auth.mfa_factors where id = $1', [member.factorId]);
    const on = await asActor(
      database.db,
      as(member, 'aal1'),
      'update profiles set mfa_enabled = true where user_id = auth.uid() returning mfa_enabled',
    );
    expect(on).toMatchObject({ ok: true, rows: [{ mfa_enabled: false }] });
  });

  it('a member cannot push their own deadline beyond the 7 days the rule gives', async () => {
    const member = await memberWithMfa();
    await database.db.query('delete from auth.mfa_factors where id = $1', [member.factorId]);
    const further = await asActor(
      database.db,
      as(member, 'aal2'),
      'update mfa_enforcement set mfa_setup_deadline = current_date + 8 where user_id = auth.uid()',
    );
    expect(further).toMatchObject({ ok: false, code: '42501' });
    const cleared = await asActor(
      database.db,
      as(member, 'aal2'),
      'update mfa_enforcement set mfa_setup_deadline = null where user_id = auth.uid()',
    );
    expect(cleared).toMatchObject({ ok: false, code: '42501' });
    // A password-only session (what remains after the refresh) cannot touch it at all.
    const atAal1 = await asActor(
      database.db,
      as(member, 'aal1'),
      'update mfa_enforcement set mfa_setup_deadline = current_date + 7 where user_id = auth.uid()',
    );
    expect(atAal1).toMatchObject({ ok: true, affectedRows: 0 });
    expect((await stateOf(member.id))?.days).toBe(7);
  });
});

describe('redeem_mfa_backup_code', () => {
  it('a valid code removes the TOTP factors, demotes aal2 sessions and starts 7 days', async () => {
    const member = await memberWithMfa();
    expect(answer(await redeem(member, codes[1] ?? ''))).toEqual({ valid: true, remaining: 0 });
    expect(await stateOf(member.id)).toEqual({
      days: 7,
      disabled: true,
      mfa_enabled: false,
      factors: 0,
      codes: 0,
    });
    const { rows } = await database.db.query(
      `select aal::text, factor_id,
              (select array_agg(authentication_method order by authentication_method)
                 from auth.mfa_amr_claims where session_id = s.id) as amr
         from auth.sessions s where id = $1`,
      [member.sessionId],
    );
    expect(rows[0]).toEqual({ aal: 'aal1', factor_id: null, amr: ['password'] });
  });

  it('accepts the code in lower case with spaces, like validate_mfa_backup_code', async () => {
    const member = await memberWithMfa();
    expect(answer(await redeem(member, ` ${codes[0]?.toLowerCase()} `, false))).toEqual({
      valid: true,
      remaining: 0,
    });
  });

  it('an unknown code, or one used before, is invalid and changes nothing', async () => {
    const member = await memberWithMfa();
    expect(answer(await redeem(member, 'ZZZZ9999'))).toEqual({ valid: false, remaining: 3 });
    await database.db.query(
      'update mfa_backup_codes set used_at = now() where user_id = $1 and code_hash = $2',
      [member.id, sha256(codes[2] ?? '')],
    );
    expect(answer(await redeem(member, codes[2] ?? ''))).toEqual({ valid: false, remaining: 2 });
    expect(await stateOf(member.id)).toMatchObject({ days: 200, mfa_enabled: true, factors: 1 });
  });

  it("never spends another member's code", async () => {
    const owner = await memberWithMfa();
    const other = await memberWithMfa();
    await database.db.query('delete from mfa_backup_codes where user_id = $1', [other.id]);
    expect(answer(await redeem(other, codes[0] ?? ''))).toEqual({ valid: false, remaining: 0 });
    expect(await stateOf(owner.id)).toMatchObject({ factors: 1, codes: codes.length });
  });

  it('is refused to visitors', async () => {
    const outcome = await asActor(
      database.db,
      actors.anon,
      `select redeem_mfa_backup_code('AB12CD34') as r`,
    );
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });

  it(`concurrent use (${onPostgres ? 'PostgreSQL, overlapping' : 'PGlite, serialised'}): exactly one wins`, async () => {
    const sameCode = await memberWithMfa();
    const twice = await Promise.all([
      redeem(sameCode, codes[0] ?? ''),
      redeem(sameCode, codes[0] ?? ''),
    ]);
    expect(twice.map((o) => (answer(o) as { valid: boolean }).valid).filter(Boolean)).toHaveLength(
      1,
    );

    // Two different codes at once: the first one ends MFA (and the codes), the second finds none.
    const twoCodes = await memberWithMfa();
    const both = await Promise.all([
      redeem(twoCodes, codes[0] ?? ''),
      redeem(twoCodes, codes[1] ?? ''),
    ]);
    expect(both.map((o) => (answer(o) as { valid: boolean }).valid).filter(Boolean)).toHaveLength(
      1,
    );
    expect(await stateOf(twoCodes.id)).toMatchObject({ days: 7, factors: 0, codes: 0 });
  });
});
