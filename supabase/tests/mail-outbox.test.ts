import { createHash, randomUUID } from 'node:crypto';
import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors } from './support/actors.ts';
import { asActor, succeeded } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

// Issue 27 item 1: the outbox (enqueue once per key, claim / sent / failed with retries) and the
// triggers that queue the welcome mail and the security notices wherever the fact happens.
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

type Mail = {
  id: string;
  kind: string;
  to_email: string;
  language: string;
  idempotency_key: string;
  payload: Record<string, unknown>;
  status: string;
  attempts: number;
};

const query = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  database.db.query<T>(sql, params).then((r) => r.rows);

const mailsOf = (userId: string, kind?: string) =>
  query<Mail & Record<string, unknown>>(
    `select id::text, kind, to_email, language, idempotency_key, payload, status, attempts
       from public.mail_outbox where user_id = $1 and ($2::text is null or kind = $2)
      order by created_at, kind`,
    [userId, kind ?? null],
  );

/** A new account as GoTrue's sign-up writes it (the profile follows from on_auth_user_created). */
async function signUp(meta: Record<string, unknown> = {}, password: string | null = 'hash-1') {
  const id = randomUUID();
  await database.db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, raw_user_meta_data, created_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, $4::jsonb, now())`,
    [id, `Mail-${id}@CSAN.test`, password, JSON.stringify(meta)],
  );
  return { id, email: `mail-${id}@csan.test` };
}

async function verifiedFactor(userId: string): Promise<string> {
  const factorId = randomUUID();
  await database.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, $3, 'totp', 'unverified', 'AXFVCYZF7II7KVO776EIDBRCU7NLAZD4')`,
    [factorId, userId, `f-${factorId}`],
  );
  await database.db.query(`update auth.mfa_factors set status = 'verified' where id = $1`, [
    factorId,
  ]);
  return factorId;
}

describe('the mail outbox', () => {
  it('starts empty: the seed queues nothing for the demo accounts', async () => {
    expect(await query('select id from public.mail_outbox')).toEqual([]);
  });

  it('welcomes a new account once, in its language, with its name (profile already there)', async () => {
    const user = await signUp({ full_name: 'Adjoa Owusu', language: 'sw' });
    const mails = await mailsOf(user.id);
    expect(mails).toMatchObject([
      {
        kind: 'welcome',
        to_email: user.email,
        language: 'sw',
        idempotency_key: `welcome:${user.id}`,
        payload: { full_name: 'Adjoa Owusu' },
        status: 'queued',
        attempts: 0,
      },
    ]);
    // With the member's own MFA deadline (handle_new_user's, 7 days after sign-up).
    const [deadline] = await query<{ d: string }>(
      `select to_char(mfa_setup_deadline, 'YYYY-MM-DD') as d from mfa_enforcement where user_id = $1`,
      [user.id],
    );
    expect(deadline?.d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(mails[0]?.payload.mfa_deadline).toBe(deadline?.d);
    // An unknown language is English.
    const other = await signUp({ language: 'de' });
    expect((await mailsOf(other.id))[0]?.language).toBe('en');
  });

  it('enqueues a key once: the same fact twice is one row (and null the second time)', async () => {
    const user = await signUp();
    const enqueue = () =>
      query<{ id: string | null }>(
        `select public.enqueue_mail('welcome', $1, $2, '{}'::jsonb)::text as id`,
        [user.id, `test-once:${user.id}`],
      );
    const [first] = await enqueue();
    const [second] = await enqueue();
    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.id).toBeNull();
    expect(
      await query('select 1 from mail_outbox where idempotency_key = $1', [`test-once:${user.id}`]),
    ).toHaveLength(1);
    // Without a user: the given address and language; no address at all queues nothing.
    const [direct] = await query<{ id: string | null }>(
      `select public.enqueue_mail('welcome', null, $1, '{}'::jsonb, 'Reader@Example.org', 'pt')::text as id`,
      [`test-direct:${user.id}`],
    );
    expect(
      await query('select to_email, language from mail_outbox where id = $1', [direct?.id]),
    ).toEqual([{ to_email: 'reader@example.org', language: 'pt' }]);
    const [none] = await query<{ id: string | null }>(
      `select public.enqueue_mail('welcome', null, $1)::text as id`,
      [`test-none:${user.id}`],
    );
    expect(none?.id).toBeNull();
  });

  it('MFA enabled: once per factor that becomes verified, not on later updates', async () => {
    const user = await signUp();
    const factorId = await verifiedFactor(user.id);
    await database.db.query(
      `update auth.mfa_factors set friendly_name = 'renamed', status = 'verified' where id = $1`,
      [factorId],
    );
    const mails = await mailsOf(user.id, 'mfa_enabled');
    expect(mails).toMatchObject([{ idempotency_key: `mfa_enabled:${factorId}` }]);
    expect(typeof mails[0]?.payload.at).toBe('string');
  });

  it('MFA disabled: when the last verified factor goes, with the new deadline; not while one is left', async () => {
    const user = await signUp({ language: 'fr' });
    const first = await verifiedFactor(user.id);
    const second = await verifiedFactor(user.id);
    await database.db.query('delete from auth.mfa_factors where id = $1', [first]);
    expect(await mailsOf(user.id, 'mfa_disabled')).toEqual([]);
    await database.db.query('delete from auth.mfa_factors where id = $1', [second]);
    const [deadline] = await query<{ d: string }>(
      `select to_char(mfa_setup_deadline, 'YYYY-MM-DD') as d from mfa_enforcement where user_id = $1`,
      [user.id],
    );
    expect(await mailsOf(user.id, 'mfa_disabled')).toMatchObject([
      {
        language: 'fr',
        idempotency_key: `mfa_disabled:${second}`,
        payload: { deadline: deadline?.d },
      },
    ]);
    // The 7-day grace period's deadline, as a calendar date.
    expect(deadline?.d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('password changed: a new password mails, setting the first one of an invited account does not', async () => {
    const user = await signUp({}, 'hash-1');
    const setPassword = (hash: string) =>
      database.db.query('update auth.users set encrypted_password = $2 where id = $1', [
        user.id,
        hash,
      ]);
    await setPassword('hash-2');
    await setPassword('hash-2');
    await database.db.query(
      `update auth.users set raw_user_meta_data = '{"language":"pt"}' where id = $1`,
      [user.id],
    );
    await setPassword('hash-3');
    const mails = await mailsOf(user.id, 'password_changed');
    expect(mails.map((m) => m.language)).toEqual(['en', 'pt']);
    const invited = await signUp({}, null);
    await database.db.query('update auth.users set encrypted_password = $2 where id = $1', [
      invited.id,
      'first',
    ]);
    expect(await mailsOf(invited.id, 'password_changed')).toEqual([]);
  });

  it('a backup code used: once per code, with the codes left at the end of the transaction', async () => {
    const user = await signUp();
    await verifiedFactor(user.id);
    const hashes = ['a', 'b', 'c'].map((c) => c.repeat(64));
    for (const hash of hashes) {
      await database.db.query('insert into mfa_backup_codes (user_id, code_hash) values ($1, $2)', [
        user.id,
        hash,
      ]);
    }
    const spend = (hash: string) =>
      database.db.query(
        'update mfa_backup_codes set used_at = now() where user_id = $1 and code_hash = $2 and used_at is null',
        [user.id, hash],
      );
    await spend(hashes[0] as string);
    await spend(hashes[0] as string);
    expect(await mailsOf(user.id, 'backup_code_used')).toMatchObject([
      { payload: { remaining: 2 } },
    ]);
    // Redeeming a code at sign-in ends MFA: that code's mail says none are left (the others
    // went with MFA), and the MFA-disabled mail follows.
    await database.db.query('insert into mfa_backup_codes (user_id, code_hash) values ($1, $2)', [
      user.id,
      createHash('sha256').update('LOSTPHONE1').digest('hex'),
    ]);
    const [redeemed] = await database.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`,
        [JSON.stringify({ sub: user.id, role: 'authenticated', aal: 'aal1' })],
      );
      return (
        await tx.query<{ r: { valid: boolean } }>(
          `select public.redeem_mfa_backup_code('lostphone1') as r`,
        )
      ).rows;
    });
    expect(redeemed?.r.valid).toBe(true);
    expect((await mailsOf(user.id, 'backup_code_used')).map((m) => m.payload.remaining)).toEqual([
      2, 0,
    ]);
    expect(await mailsOf(user.id, 'mfa_disabled')).toHaveLength(1);
  });
});

describe('the drainer’s claim, sent and failed', () => {
  const claim = (size = 100) =>
    query<Mail>(`select id::text, kind, status, attempts from public.mail_outbox_claim($1)`, [
      size,
    ]);

  it('claims a due mail once; a sent one is never claimed again', async () => {
    const user = await signUp();
    const first = await claim();
    expect(first.map((m) => m.id)).toContain((await mailsOf(user.id))[0]?.id);
    expect(first.every((m) => m.status === 'sending' && m.attempts === 1)).toBe(true);
    // A second drainer at the same time gets nothing of it.
    expect(await claim()).toEqual([]);
    for (const mail of first) await query(`select public.mail_outbox_sent($1, 're_x')`, [mail.id]);
    expect(await claim()).toEqual([]);
    expect(await mailsOf(user.id)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('a failure is retried after a backoff, then failed for good after the last attempt', async () => {
    const user = await signUp();
    const [mail] = await mailsOf(user.id);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await query(`update mail_outbox set send_after = now() where id = $1`, [mail?.id]);
      const claimed = await claim();
      expect(claimed.map((m) => m.id)).toEqual([mail?.id]);
      await query(`select public.mail_outbox_failed($1, 'provider said 503')`, [mail?.id]);
      const [row] = await query<{ status: string; due_later: boolean; last_error: string }>(
        `select status, send_after > now() as due_later, last_error from mail_outbox where id = $1`,
        [mail?.id],
      );
      expect(row).toEqual({
        status: attempt < 5 ? 'queued' : 'failed',
        due_later: true,
        last_error: 'provider said 503',
      });
      // Not due before its backoff ends.
      expect(await claim()).toEqual([]);
    }
  });

  it('a claim left by a drainer that died is taken again after 5 minutes', async () => {
    const user = await signUp();
    const [mail] = await mailsOf(user.id);
    expect((await claim()).map((m) => m.id)).toEqual([mail?.id]);
    expect(await claim()).toEqual([]);
    await query(`update mail_outbox set claimed_at = now() - interval '6 minutes' where id = $1`, [
      mail?.id,
    ]);
    expect(await claim()).toMatchObject([{ id: mail?.id, attempts: 2 }]);
    await query(`select public.mail_outbox_sent($1)`, [mail?.id]);
  });
});

describe('who may touch the outbox', () => {
  it('members never read or write it; an admin with MFA reads it; only the service role queues', async () => {
    const user = await signUp();
    const select = 'select id from public.mail_outbox where user_id = $1';
    for (const actor of [actors.anon, actors.student, actors.partner, actors.adminAal1]) {
      expect(succeeded(await asActor(database.db, actor, select, [user.id]))).toBe(false);
    }
    expect(succeeded(await asActor(database.db, actors.admin, select, [user.id]))).toBe(true);
    for (const actor of [actors.anon, actors.student, actors.admin]) {
      for (const sql of [
        `select public.enqueue_mail('welcome', '${user.id}', 'x:${randomUUID()}')`,
        'select * from public.mail_outbox_claim(10)',
        `update public.mail_outbox set status = 'sent' where user_id = '${user.id}'`,
        `insert into public.mail_outbox (kind, to_email, idempotency_key) values ('welcome', 'a@b.c', 'k:${randomUUID()}')`,
      ]) {
        const outcome = await asActor(database.db, actor, sql);
        expect(outcome.ok, `${actor.name}: ${sql}`).toBe(false);
      }
    }
  });

  it('an admin reads every column but the payload (it holds one-time links)', async () => {
    const user = await signUp();
    const columns =
      'select id, kind, to_email, status, attempts, last_error from public.mail_outbox where user_id = $1';
    expect(succeeded(await asActor(database.db, actors.admin, columns, [user.id]))).toBe(true);
    for (const sql of [
      'select payload from public.mail_outbox where user_id = $1',
      'select * from public.mail_outbox where user_id = $1',
    ]) {
      expect(await asActor(database.db, actors.admin, sql, [user.id])).toMatchObject({
        ok: false,
        code: '42501',
      });
    }
  });

  it("'Send again' requeues a failed mail for an admin with MFA only, audited", async () => {
    const user = await signUp();
    const [mail] = await mailsOf(user.id);
    const retry = `select public.admin_retry_mail('${mail?.id}')`;
    // Not failed yet: refused, for everyone.
    expect(await asActor(database.db, actors.admin, retry)).toMatchObject({
      ok: false,
      code: 'P0002',
    });
    await query(
      `update mail_outbox set status = 'failed', attempts = 5, last_error = 'bounced', send_after = now() + interval '1 day' where id = $1`,
      [mail?.id],
    );
    for (const actor of [actors.anon, actors.student, actors.adminAal1]) {
      expect((await asActor(database.db, actor, retry)).ok, actor.name).toBe(false);
    }
    expect((await asActor(database.db, actors.admin, retry, [], { commit: true })).ok).toBe(true);
    const [row] = await query<{ status: string; attempts: number; due: boolean }>(
      'select status, attempts, send_after <= now() as due from mail_outbox where id = $1',
      [mail?.id],
    );
    expect(row).toEqual({ status: 'queued', attempts: 0, due: true });
    const audit = await query(
      `select 1 from audit_logs where action_type = 'mail_retried' and action_details ->> 'mail_id' = $1`,
      [mail?.id],
    );
    expect(audit).toHaveLength(1);
  });
});
