import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMailer } from '../_shared/mail.ts';
import { MAIL_TEMPLATES } from '../_shared/mail-templates/registry.ts';
import { createServiceClient } from '../_shared/supabase.ts';
import { drainOutbox, type OutboxRow } from './drain.ts';
import { createHandler } from './handler.ts';

// The once-only rule, the claim and the retry backoff are the database's (mail_outbox_claim /
// _sent / _failed; supabase/tests/mail-outbox.test.ts). Here: who may drain, what the provider
// receives for a row, and how each kind of failure is reported back.
const env = {
  SUPABASE_URL: 'http://api.test',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  MAIL_API_URL: 'http://mail.test',
  MAIL_API_KEY: 'key',
  MAIL_FROM: 'CSAN <no-reply@csan.test>',
  SITE_URL: 'https://csan.example/',
};

const row = (over: Partial<OutboxRow>): OutboxRow => ({
  id: crypto.randomUUID(),
  kind: 'welcome',
  user_id: crypto.randomUUID(),
  to_email: 'ama@csan.test',
  language: 'fr',
  idempotency_key: `welcome:${crypto.randomUUID()}`,
  payload: { full_name: 'Ama Mensah' },
  attempts: 1,
  ...over,
});

function fakeBackend(rows: OutboxRow[], mailStatus = 200) {
  const mails: { body: Record<string, unknown>; headers: Headers }[] = [];
  const marks: { fn: string; body: Record<string, unknown> }[] = [];
  let claims = 0;
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const reply = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.endsWith('/rpc/mail_outbox_claim')) return reply(claims++ === 0 ? rows : []);
    const mark = /\/rpc\/(mail_outbox_(?:sent|failed))$/.exec(url)?.[1];
    if (mark) {
      marks.push({ fn: mark, body: JSON.parse(String(init?.body)) });
      return new Response(null, { status: 204 });
    }
    if (url === 'http://mail.test/emails') {
      mails.push({ body: JSON.parse(String(init?.body)), headers: new Headers(init?.headers) });
      return mailStatus === 200 ? reply({ id: `re_${mails.length}` }) : reply({}, mailStatus);
    }
    return reply({ message: `unexpected ${url}` }, 500);
  };
  return { fetchFn, mails, marks };
}

const post = (handler: ReturnType<typeof createHandler>, key?: string, body = '{}') =>
  handler(
    new Request('http://fn.test/mail-outbox', {
      method: 'POST',
      headers: key ? { Authorization: `Bearer ${key}` } : {},
      body,
    }),
  );

describe('mail-outbox function', () => {
  it('is for the service role only: no key, the anon key or a wrong key is 401', async () => {
    const { fetchFn, mails } = fakeBackend([row({})]);
    const handler = createHandler({ env, fetch: fetchFn });
    for (const key of [undefined, 'anon', 'service-role-ke', 'service-role-key2']) {
      expect((await post(handler, key)).status).toBe(401);
    }
    expect(mails).toHaveLength(0);
  });

  it('refuses a bad body with 400, not 500', async () => {
    const handler = createHandler({ env, fetch: fakeBackend([]).fetchFn });
    expect((await post(handler, 'service-role-key', '{"batch_size": 0}')).status).toBe(400);
    expect((await post(handler, 'service-role-key', 'not json')).status).toBe(400);
  });

  it('sends a row in its language, tagged with its kind and keyed for the provider, then marks it sent', async () => {
    const welcome = row({});
    const { fetchFn, mails, marks } = fakeBackend([welcome]);
    const res = await post(createHandler({ env, fetch: fetchFn }), 'service-role-key', '');
    expect(await res.json()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.body).toMatchObject({
      to: 'ama@csan.test',
      subject: 'Bienvenue à la CSAN',
      tags: [{ name: 'kind', value: 'welcome' }],
    });
    expect(String(mail?.body.text)).toContain('https://csan.example/account');
    expect(mail?.headers.get('Idempotency-Key')).toBe(welcome.idempotency_key);
    expect(marks).toEqual([
      { fn: 'mail_outbox_sent', body: { mail_id: welcome.id, provider_message_id: 're_1' } },
    ]);
  });

  it('fails an unknown kind and an invalid payload for good, and retries a provider refusal', async () => {
    const unknown = row({ kind: 'no_such_kind' });
    const invalid = row({ kind: 'mfa_disabled', payload: { deadline: 'soon' } });
    const refused = row({});
    const { fetchFn, marks } = fakeBackend([unknown, invalid, refused], 503);
    const res = await post(createHandler({ env, fetch: fetchFn }), 'service-role-key');
    expect(await res.json()).toEqual({ sent: 0, retried: 1, failed: 2 });
    expect(marks.map((m) => [m.body.mail_id, m.fn, m.body.permanent])).toEqual([
      [unknown.id, 'mail_outbox_failed', true],
      [invalid.id, 'mail_outbox_failed', true],
      [refused.id, 'mail_outbox_failed', false],
    ]);
    expect(marks[0]?.body.error_message).toBe('unknown mail kind');
  });

  it("passes a template's attachments and headers to the provider", async () => {
    const { fetchFn, mails } = fakeBackend([row({ kind: 'with_pdf', payload: { n: 1 } })]);
    const templates = {
      ...MAIL_TEMPLATES,
      with_pdf: {
        kind: 'with_pdf',
        payload: z.object({ n: z.number() }),
        render: () => ({ subject: 'S', html: '<p>h</p>', text: 't' }),
        attachments: async () => [
          { filename: 'r.pdf', content: btoa('%PDF-1.4'), content_type: 'application/pdf' },
        ],
        headers: () => ({ 'List-Unsubscribe': '<https://csan.example/u>' }),
      },
    };
    const result = await drainOutbox({
      service: createServiceClient(env, fetchFn),
      mailer: createMailer(env, fetchFn),
      siteUrl: env.SITE_URL,
      fetch: fetchFn,
      templates,
    });
    expect(result).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(mails[0]?.body).toMatchObject({
      attachments: [
        { filename: 'r.pdf', content: btoa('%PDF-1.4'), content_type: 'application/pdf' },
      ],
      headers: { 'List-Unsubscribe': '<https://csan.example/u>' },
    });
  });
});
