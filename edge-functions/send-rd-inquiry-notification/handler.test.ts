import { describe, expect, it } from 'vitest';
import { MissingSecretError } from '../_shared/env.ts';
import { createHandler } from './handler.ts';

const env = {
  MAIL_API_URL: 'https://mail.example.test',
  MAIL_API_KEY: 're_test',
  MAIL_FROM: 'CSAN <no-reply@csan.test>',
  RD_TEAM_INBOX: 'rd@csan.test',
};

function fakeMailApi(status = 200) {
  const calls: { url: string; headers: Headers; body: Record<string, unknown> }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    calls.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    });
    return new Response(JSON.stringify({ id: 'mail-1' }), { status });
  };
  return { calls, fetchFn };
}

const post = (body: unknown) =>
  new Request('http://localhost/send-rd-inquiry-notification', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const inquiry = {
  contactName: 'Kofi Boateng',
  contactEmail: 'kofi@bank.example',
  organizationName: 'Bank <of> Accra',
  organizationType: 'dfi',
  projectTitle: 'Mobile money fraud study',
  projectScope: 'Three markets,\nsix months.',
};

describe('send-rd-inquiry-notification', () => {
  it('mails the R&D team through the mail API, HTML and plain text, and answers { ok: true }', async () => {
    const api = fakeMailApi();
    const res = await createHandler({ env, fetch: api.fetchFn })(post(inquiry));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(api.calls).toHaveLength(1);
    const call = api.calls[0];
    expect(call?.url).toBe('https://mail.example.test/emails');
    expect(call?.headers.get('authorization')).toBe('Bearer re_test');
    expect(call?.body).toMatchObject({
      from: env.MAIL_FROM,
      to: 'rd@csan.test',
      reply_to: 'kofi@bank.example',
      subject: 'New R&D inquiry: Mobile money fraud study',
    });
    expect(call?.body.text).toContain('Organization type: DFI/MDB');
    expect(call?.body.text).toContain('Three markets,\nsix months.');
    expect(call?.body.text).toContain('within 72 hours');
    expect(call?.body.html).toContain('Bank &lt;of&gt; Accra');
    expect(call?.body.html).not.toContain('<of>');
  });

  it.each([null, undefined, ''])('accepts an inquiry whose scope is %j', async (projectScope) => {
    const api = fakeMailApi();
    const res = await createHandler({ env, fetch: api.fetchFn })(
      post({ ...inquiry, projectScope }),
    );
    expect(res.status).toBe(200);
    expect(api.calls[0]?.body.text).toContain('Project scope:\nnot given');
  });

  it.each([
    [{ ...inquiry, contactName: '  ' }, 'Contact name is required'],
    [{ ...inquiry, contactName: 'x'.repeat(101) }, 'Contact name too long'],
    [{ ...inquiry, contactEmail: 'nope' }, 'Invalid email address'],
    [{ ...inquiry, organizationName: undefined }, 'Organization name is required'],
    [{ ...inquiry, organizationType: 'bank' }, 'Unknown organization type'],
    [{ ...inquiry, projectTitle: '' }, 'Project title is required'],
    [{ ...inquiry, projectScope: 'x'.repeat(5001) }, 'Project scope too long'],
    ['{not json', 'Request body must be JSON'],
  ])('answers 400 with a clear message for %j', async (body, message) => {
    const api = fakeMailApi();
    const res = await createHandler({ env, fetch: api.fetchFn })(post(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
    expect(api.calls).toHaveLength(0);
  });

  it('answers 502 when the mail provider refuses, 405 to GET, and preflights OPTIONS', async () => {
    const handler = createHandler({ env, fetch: fakeMailApi(500).fetchFn });
    expect((await handler(post(inquiry))).status).toBe(502);
    expect((await handler(new Request('http://localhost/x'))).status).toBe(405);
    const preflight = await handler(new Request('http://localhost/x', { method: 'OPTIONS' }));
    expect(preflight.status).toBe(200);
  });

  it('fails fast at start, naming the missing inbox', () => {
    const { RD_TEAM_INBOX: _, ...partial } = env;
    expect(() => createHandler({ env: partial, fetch: fakeMailApi().fetchFn })).toThrow(
      MissingSecretError,
    );
    expect(() => createHandler({ env: partial, fetch: fakeMailApi().fetchFn })).toThrow(
      /RD_TEAM_INBOX/,
    );
  });
});
