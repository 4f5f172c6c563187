import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@csan/local-stack/testing/test-stack.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors } from './support/actors.ts';
import { asActor, type Outcome } from './support/as-role.ts';
import { openSeededDatabase } from './support/database.ts';

/**
 * The newsletter (migration *_newsletter.sql): double opt-in (consent_at is the confirmation),
 * the same answer for any address (no enumeration), one confirmation mail per 10 minutes, the
 * signed one-click unsubscribe that stops issues, issues sent once per subscriber by admins at
 * aal2 only, the CSV export for admins only, no client reads of the table, hostile input 4xx.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(async () => {
  await database?.close();
});

type Row = Record<string, unknown>;
async function query<T extends Row = Row>(sql: string, params: unknown[] = []) {
  return (await database.db.query<T>(sql, params)).rows;
}

/** Each call comes from its own client address, so the per-address limit stays out of the way. */
let client = 0;
const as = (actor: Actor, sql: string, params: unknown[] = []): Promise<Outcome> =>
  asActor(database.db, actor, sql, params, {
    commit: true,
    headers: { 'x-forwarded-for': `198.51.100.${(client++ % 250) + 1}` },
  });

const subscribe = (email: unknown, language: unknown = 'en', actor: Actor = actors.anon) =>
  as(actor, 'select newsletter_subscribe($1, $2) as ok', [email, language]);

const subscriptionOf = async (email: string) =>
  (await query('select * from newsletter_subscriptions where email = $1', [email]))[0];

const confirmMails = (email: string) =>
  query<{ payload: { confirm_path: string }; language: string; to_email: string }>(
    `select payload, language, to_email from mail_outbox
      where kind = 'newsletter_confirm' and to_email = $1 order by created_at`,
    [email],
  );

/** The token of the newest confirmation mail to `email`. */
async function confirmToken(email: string): Promise<string> {
  const mails = await confirmMails(email);
  const path = mails.at(-1)?.payload.confirm_path ?? '';
  expect(path).toMatch(/^\/newsletter\?confirm=[0-9a-f]{64}$/);
  return path.split('=')[1] ?? '';
}

const confirm = (token: unknown) => as(actors.anon, 'select newsletter_confirm($1) as r', [token]);
const unsubscribe = (token: unknown) =>
  as(actors.anon, 'select newsletter_unsubscribe($1) as ok', [token]);
const sendIssue = (actor: Actor, id: string, subject = 'Issue', body = 'News') =>
  as(actor, 'select * from admin_send_newsletter_issue($1, $2, $3)', [id, subject, body]);

describe('newsletter_subscribe and newsletter_confirm (double opt-in)', () => {
  it('records a pending request and mails a confirmation link in the chosen language', async () => {
    expect(await subscribe('  Kofi.Reader@Example.COM ', 'fr')).toMatchObject({
      ok: true,
      rows: [{ ok: true }],
    });
    const row = await subscriptionOf('kofi.reader@example.com');
    expect(row).toMatchObject({ status: 'pending', language: 'fr', consent_at: null });
    expect(row?.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const mails = await confirmMails('kofi.reader@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.language).toBe('fr');
    // The table keeps a hash, the mail the token: a reader of the table cannot confirm.
    expect(JSON.stringify(row)).not.toContain(await confirmToken('kofi.reader@example.com'));
  });

  it('records consent only when the link is opened; opening it again still says confirmed', async () => {
    const token = await confirmToken('kofi.reader@example.com');
    expect((await subscriptionOf('kofi.reader@example.com'))?.consent_at).toBeNull();
    expect(await confirm(token)).toMatchObject({ ok: true, rows: [{ r: 'confirmed' }] });
    const row = await subscriptionOf('kofi.reader@example.com');
    expect(row?.status).toBe('confirmed');
    expect(row?.consent_at).toBeInstanceOf(Date);
    expect(await confirm(token)).toMatchObject({ ok: true, rows: [{ r: 'confirmed' }] });
    expect((await subscriptionOf('kofi.reader@example.com'))?.consent_at).toEqual(row?.consent_at);
  });

  it('answers the same for a new, a pending and a confirmed address, and mails at most once per 10 minutes', async () => {
    const answers = [
      await subscribe('new.reader@example.com'),
      await subscribe('new.reader@example.com'),
      await subscribe('kofi.reader@example.com'),
    ];
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await confirmMails('new.reader@example.com')).toHaveLength(1);
    // Confirmed already: no new mail, the consent stays.
    expect(await confirmMails('kofi.reader@example.com')).toHaveLength(1);
    // Ten minutes later a new link replaces the old one.
    const first = await confirmToken('new.reader@example.com');
    await query(
      `update newsletter_subscriptions set confirm_sent_at = now() - interval '11 minutes' where email = 'new.reader@example.com'`,
    );
    await subscribe('new.reader@example.com');
    expect(await confirmMails('new.reader@example.com')).toHaveLength(2);
    expect(await confirm(first)).toMatchObject({ ok: false, code: '22023' });
  });

  it('says an expired link has expired and an unknown one is not valid', async () => {
    await subscribe('late.reader@example.com');
    const token = await confirmToken('late.reader@example.com');
    await query(
      `update newsletter_subscriptions set confirm_expires_at = now() - interval '1 minute' where email = 'late.reader@example.com'`,
    );
    expect(await confirm(token)).toMatchObject({ ok: true, rows: [{ r: 'expired' }] });
    expect((await subscriptionOf('late.reader@example.com'))?.status).toBe('pending');
    expect(await confirm('0'.repeat(64))).toMatchObject({ ok: false, code: '22023' });
  });

  it('ties a subscription under a member’s e-mail to the member', async () => {
    await subscribe('Student@csan.test', 'sw', actors.student);
    const row = await subscriptionOf('student@csan.test');
    expect(row?.user_id).toBe(actors.student.userId);
  });

  it('refuses hostile input with 22023 (HTTP 400), never a server error', async () => {
    for (const email of [
      null,
      '',
      'not-an-address',
      'a@b',
      'two@@example.com',
      'x <y@example.com>',
      `${'a'.repeat(250)}@example.com`,
      "o'brien@example.com'; drop table newsletter_subscriptions; --",
    ]) {
      expect(await subscribe(email), String(email)).toMatchObject({ ok: false, code: '22023' });
    }
    expect(await subscribe('fine@example.com', 'de')).toMatchObject({ ok: false, code: '22023' });
    for (const token of [null, '', 'x'.repeat(64), `${'a'.repeat(64)}' or '1'='1`]) {
      expect(await confirm(token)).toMatchObject({ ok: false, code: '22023' });
      expect(await unsubscribe(token)).toMatchObject({ ok: false, code: '22023' });
    }
  });

  it('limits one client address to 30 requests an hour (429)', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 31; i += 1) {
      outcomes.push(
        await asActor(
          database.db,
          actors.anon,
          'select newsletter_subscribe($1) as ok',
          [`flood${i}@example.com`],
          { commit: true, headers },
        ),
      );
    }
    expect(outcomes.slice(0, 30).every((o) => o.ok)).toBe(true);
    expect(outcomes[30]).toMatchObject({ ok: false, code: 'PT429' });
  });
});

describe('issues and the one-click unsubscribe', () => {
  const unsubscribeTokenOf = async (email: string) =>
    String(
      (
        await query<{ t: string }>(
          `select newsletter_unsubscribe_token(id) as t from newsletter_subscriptions where email = $1`,
          [email],
        )
      )[0]?.t,
    );
  const issueMails = (issue: string) =>
    query<{ to_email: string; language: string; payload: Record<string, string> }>(
      `select to_email, language, payload from mail_outbox
        where kind = 'newsletter_issue' and idempotency_key like 'newsletter_issue:' || $1 || ':%'
        order by to_email`,
      [issue],
    );

  it('reaches every confirmed subscriber once, with their own unsubscribe link; audited', async () => {
    const issue = randomUUID();
    const sent = await sendIssue(actors.admin, issue, 'November', 'Hello readers');
    const confirmed = await query<{ n: number }>(
      `select count(*)::int as n from newsletter_subscriptions where status = 'confirmed'`,
    );
    expect(sent).toMatchObject({ ok: true, rows: [{ issue_id: issue }] });
    if (!sent.ok) return;
    expect(sent.rows[0]?.recipients).toBe(confirmed[0]?.n);
    const mails = await issueMails(issue);
    expect(mails.map((m) => m.to_email)).toEqual(['kofi.reader@example.com']);
    expect(mails[0]?.language).toBe('fr');
    expect(mails[0]?.payload).toMatchObject({
      subject: 'November',
      body: 'Hello readers',
      unsubscribe_path: `/newsletter?unsubscribe=${await unsubscribeTokenOf('kofi.reader@example.com')}`,
    });
    // The same issue again (a retry): nobody gets it twice, the issue is not duplicated.
    expect(await sendIssue(actors.admin, issue, 'November', 'Hello readers')).toMatchObject({
      ok: true,
      rows: [{ issue_id: issue, recipients: 0 }],
    });
    expect(await issueMails(issue)).toHaveLength(1);
    expect(await query(`select recipients from newsletter_issues where id = $1`, [issue])).toEqual([
      { recipients: 1 },
    ]);
    const audit = await query(
      `select action_details ->> 'recipients' as n from audit_logs
        where action_type = 'newsletter_issue_sent' and action_details ->> 'id' = $1`,
      [issue],
    );
    expect(audit).toEqual([{ n: '1' }, { n: '0' }]);
  });

  it('stops issues after the unsubscribe link (idempotent); a forged link is refused', async () => {
    const token = await unsubscribeTokenOf('kofi.reader@example.com');
    const [id, signature] = token.split('.');
    expect(await unsubscribe(`${id}.${'0'.repeat(32)}`)).toMatchObject({
      ok: false,
      code: '22023',
    });
    expect(await unsubscribe(`${randomUUID()}.${signature}`)).toMatchObject({
      ok: false,
      code: '22023',
    });
    expect(await unsubscribe(token)).toMatchObject({ ok: true, rows: [{ ok: true }] });
    const row = await subscriptionOf('kofi.reader@example.com');
    expect(row).toMatchObject({ status: 'unsubscribed', confirm_token_hash: null });
    expect(row?.unsubscribed_at).toBeInstanceOf(Date);
    expect(await unsubscribe(token)).toMatchObject({ ok: true });
    expect((await subscriptionOf('kofi.reader@example.com'))?.unsubscribed_at).toEqual(
      row?.unsubscribed_at,
    );
    const next = randomUUID();
    expect(await sendIssue(actors.admin, next)).toMatchObject({ ok: true });
    expect(await issueMails(next)).toEqual([]);
  });

  it('lets only an admin at aal2 send; hostile issues are 22023', async () => {
    for (const actor of [actors.anon, actors.student, actors.adminAal1]) {
      expect(await sendIssue(actor, randomUUID())).toMatchObject({ ok: false, code: '42501' });
    }
    expect(await sendIssue(actors.admin, randomUUID(), ' ', 'x')).toMatchObject({
      ok: false,
      code: '22023',
    });
    expect(await sendIssue(actors.admin, randomUUID(), 's', 'x'.repeat(20001))).toMatchObject({
      ok: false,
      code: '22023',
    });
  });
});

describe('who reads the subscribers', () => {
  it('exports the CSV rows for an admin at aal2 (audited) and refuses everyone else', async () => {
    const outcome = await as(actors.admin, 'select * from admin_newsletter_export()');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const total = await query<{ n: number }>(
      'select count(*)::int as n from newsletter_subscriptions',
    );
    expect(outcome.rows).toHaveLength(total[0]?.n ?? -1);
    expect(Object.keys(outcome.rows[0] ?? {})).toEqual([
      'email',
      'language',
      'status',
      'requested_at',
      'consent_at',
      'unsubscribed_at',
    ]);
    const audit = await query(
      `select action_details ->> 'rows' as n from audit_logs
        where action_type = 'newsletter_subscribers_exported' order by "timestamp" desc limit 1`,
    );
    expect(audit).toEqual([{ n: String(total[0]?.n) }]);
    for (const actor of [actors.anon, actors.student, actors.adminAal1]) {
      expect(await as(actor, 'select * from admin_newsletter_export()')).toMatchObject({
        ok: false,
        code: '42501',
      });
    }
  });

  it('lets no visitor or member read or write the tables; an admin reads them', async () => {
    for (const actor of [actors.anon, actors.student, actors.partner]) {
      const read = await as(actor, 'select email from newsletter_subscriptions');
      expect(read.ok ? read.rows : read.code, actor.name).toSatisfy(
        (r: unknown) => r === '42501' || (Array.isArray(r) && r.length === 0),
      );
      expect(
        await as(actor, `insert into newsletter_subscriptions (email) values ('x@example.com')`),
      ).toMatchObject({ ok: false, code: '42501' });
      expect(
        await as(actor, `update newsletter_subscriptions set status = 'confirmed'`),
      ).toMatchObject({ ok: false, code: '42501' });
    }
    expect(await as(actors.anon, 'select id from newsletter_issues')).toMatchObject({
      ok: false,
      code: '42501',
    });
    const admin = await as(actors.admin, 'select email from newsletter_subscriptions');
    expect(admin.ok && admin.rows.length).toBeGreaterThan(0);
    const signing = await as(actors.anon, 'select newsletter_unsubscribe_token(gen_random_uuid())');
    expect(signing).toMatchObject({ ok: false, code: '42501' });
  });
});
