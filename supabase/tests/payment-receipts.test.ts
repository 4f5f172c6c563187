import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, userIds } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';
import { serviceRole } from './support/service-role.ts';

// Issue 27 (receipts, admin): the receipt's facts (service role only), who may read which
// payment (the payment-receipt function reads it as the caller), the receipt mail queued once
// per successful payment whichever path settles it, the admin's resend (new key, audited) and
// the Members CSV export (admin + aal2, audited).
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

const SUB = {
  student: '00000000-0000-4000-8200-000000000002',
  professional: '00000000-0000-4000-8200-000000000003',
};

const asService = (sql: string, params: unknown[] = []) =>
  asActor(database.db, serviceRole, sql, params, { commit: true });

const rows = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await database.db.query<T>(sql, params)).rows;

function value(outcome: Outcome): unknown {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.rows[0]?.r;
}

const receiptMails = (reference: string) =>
  rows<{ idempotency_key: string; to_email: string; payload: Record<string, unknown> }>(
    `select idempotency_key, to_email, payload from public.mail_outbox
      where kind = 'receipt' and idempotency_key like $1 order by created_at`,
    [`receipt:${reference}%`],
  );

let refs = 0;
/** A pending order for `user` as the checkout makes it (the server's quote, no code). */
async function pendingOrder(user: string, tier = 'Professional') {
  const ref = `receipt-test-${++refs}-${Date.now()}`;
  value(
    await asService(
      `select create_order($1, $2, 1, null, $3, (quote_order($1, $2, 1, null) ->> 'total_cents')::bigint) as r`,
      [user, tier, ref],
    ),
  );
  const [trx] = await rows<{ amount_cents: string }>(
    'select amount_cents::text from public.transactions where reference = $1',
    [ref],
  );
  return { ref, amount: Number(trx?.amount_cents) };
}

describe('payment_receipt_facts', () => {
  it('gives the service role the facts of a successful payment, nothing for another', async () => {
    const facts = value(
      await asService(`select payment_receipt_facts('seed-student-2026') as r`),
    ) as Record<string, unknown>;
    expect(facts).toMatchObject({
      reference: 'seed-student-2026',
      amount_cents: 20000,
      tier: 'Student',
      team_size: 1,
      member_email: 'student@csan.test',
      language: 'en',
    });
    const years =
      (Date.parse(String(facts.period_end)) - Date.parse(String(facts.period_start))) /
      (365 * 24 * 3600 * 1000);
    expect(Math.round(years)).toBe(1);
    expect(
      value(await asService(`select payment_receipt_facts('seed-kwame-retry') as r`)),
    ).toBeNull();
    expect(value(await asService(`select payment_receipt_facts('nope') as r`))).toBeNull();
  });

  it('is not callable by a member, an admin or a visitor', async () => {
    for (const actor of [actors.anon, actors.student, actors.admin]) {
      const outcome = await asActor(
        database.db,
        actor,
        `select payment_receipt_facts('seed-student-2026') as r`,
      );
      expect(outcome).toMatchObject({ ok: false, code: '42501' });
    }
  });

  it('the payment itself: its member and an admin (aal2) read it, others do not', async () => {
    const read = (actor: (typeof actors)[keyof typeof actors]) =>
      asActor(
        database.db,
        actor,
        `select reference from public.transactions where reference = 'seed-student-2026'`,
      );
    expect(await read(actors.student)).toMatchObject({ ok: true, rows: [{}] });
    expect(await read(actors.admin)).toMatchObject({ ok: true, rows: [{}] });
    for (const actor of [actors.professional, actors.anon, actors.adminAal1]) {
      const outcome = await read(actor);
      expect(outcome.ok ? outcome.rows : []).toHaveLength(0);
    }
  });
});

describe('the receipt mail', () => {
  it('is queued once when a payment succeeds, however often it is settled', async () => {
    const { ref, amount } = await pendingOrder(userIds.professional);
    expect(await receiptMails(ref)).toHaveLength(0);
    for (let i = 0; i < 3; i++) {
      // verify-payment, the webhook and a retry of either all end here.
      value(await asService(`select activate_subscription($1, $2, 'GHS') as r`, [ref, amount]));
    }
    const mails = await receiptMails(ref);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      idempotency_key: `receipt:${ref}`,
      to_email: 'professional@csan.test',
      payload: { reference: ref, amount_cents: amount, tier: 'Professional', team_size: 1 },
    });
    // The payload holds what the body prints, not the member's name or address.
    expect(Object.keys(mails[0]?.payload ?? {}).sort()).toEqual([
      'amount_cents',
      'paid_at',
      'period_end',
      'period_start',
      'reference',
      'team_size',
      'tier',
    ]);
  });

  it('is not queued for a failed, a mismatched or a pending payment', async () => {
    const failed = await pendingOrder(userIds.corporate, 'Student');
    value(await asService(`select fail_payment($1, 'failed') as r`, [failed.ref]));
    const wrong = await pendingOrder(userIds.corporate, 'Student');
    value(await asService(`select activate_subscription($1, 1, 'GHS') as r`, [wrong.ref]));
    const pending = await pendingOrder(userIds.corporate, 'Student');
    for (const ref of [failed.ref, wrong.ref, pending.ref]) {
      expect(await receiptMails(ref)).toHaveLength(0);
    }
  });
});

describe('admin_resend_receipt', () => {
  const resend = (actor: (typeof actors)[keyof typeof actors], subscription: string) =>
    asActor(database.db, actor, 'select admin_resend_receipt($1) as r', [subscription], {
      commit: true,
    });

  it('queues the receipt again under a new key each time, audited', async () => {
    const before = await receiptMails('seed-student-2026');
    const first = value(await resend(actors.admin, SUB.student)) as Record<string, unknown>;
    value(await resend(actors.admin, SUB.student));
    expect(first.reference).toBe('seed-student-2026');
    const mails = await receiptMails('seed-student-2026');
    expect(mails).toHaveLength(before.length + 2);
    const keys = mails.map((m) => m.idempotency_key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^receipt:seed-student-2026:resend:[0-9a-f-]{36}$/);
    const audit = await rows<{ user_id: string; action_details: Record<string, unknown> }>(
      `select user_id::text, action_details from public.audit_logs
        where action_type = 'receipt_resent' and action_details ->> 'mail_id' = $1`,
      [first.mail_id],
    );
    expect(audit).toEqual([
      {
        user_id: userIds.admin,
        action_details: expect.objectContaining({
          reference: 'seed-student-2026',
          user_id: userIds.student,
        }),
      },
    ]);
  });

  it('refuses a member, an admin at aal1 and a visitor; 404s a subscription never paid', async () => {
    for (const actor of [actors.student, actors.adminAal1, actors.anon]) {
      expect(await resend(actor, SUB.student)).toMatchObject({ ok: false, code: '42501' });
    }
    const missing = await resend(actors.admin, '00000000-0000-4000-8200-00000000ffff');
    expect(missing).toMatchObject({ ok: false, code: 'P0002' });
  });
});

describe('admin_members_export', () => {
  it('gives an admin (aal2) every member with tier, status, next billing and flags, audited', async () => {
    const outcome = await asActor(
      database.db,
      actors.admin,
      'select * from admin_members_export()',
      [],
      { commit: true },
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const [profiles] = await rows<{ n: number }>('select count(*)::int as n from public.profiles');
    expect(outcome.rows).toHaveLength(profiles?.n ?? -1);
    expect(outcome.rows.find((r) => r.email === 'student@csan.test')).toMatchObject({
      tier: 'Student',
      status: 'active',
      is_admin: false,
    });
    expect(outcome.rows.find((r) => r.email === 'admin@csan.test')).toMatchObject({
      is_admin: true,
      mfa_enabled: true,
    });
    const audit = await rows<{ n: number }>(
      `select (action_details ->> 'rows')::int as n from public.audit_logs
        where action_type = 'members_exported' order by "timestamp" desc limit 1`,
    );
    expect(audit[0]?.n).toBe(profiles?.n);
  });

  it('refuses a member, an admin at aal1 and a visitor', async () => {
    for (const actor of [actors.student, actors.adminAal1, actors.anon]) {
      const outcome = await asActor(database.db, actor, 'select * from admin_members_export()');
      expect(outcome).toMatchObject({ ok: false, code: '42501' });
    }
  });
});
