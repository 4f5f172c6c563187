import { describe, expect, it } from 'vitest';
import { MissingSecretError } from '../_shared/env.ts';
import { createHandler } from './handler.ts';

const env = {
  MAIL_API_URL: 'https://mail.example.test',
  MAIL_API_KEY: 're_test',
  MAIL_FROM: 'CSAN <no-reply@csan.test>',
  SOCIETY_INBOX: 'inbox@csan.test',
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
  new Request('http://localhost/send-lead-notification', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const lead = {
  leadName: 'Ama Mensah',
  leadEmail: 'ama@example.org',
  organization: 'GhCERT',
  resourceTitle: 'Threat <Report>',
};

describe('send-lead-notification', () => {
  it('mails the society inbox through the mail API and answers { ok: true }', async () => {
    const api = fakeMailApi();
    const res = await createHandler({ env, fetch: api.fetchFn })(post(lead));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(api.calls).toHaveLength(1);
    const call = api.calls[0];
    expect(call?.url).toBe('https://mail.example.test/emails');
    expect(call?.headers.get('authorization')).toBe('Bearer re_test');
    expect(call?.body).toMatchObject({
      from: env.MAIL_FROM,
      to: 'inbox@csan.test',
      reply_to: 'ama@example.org',
      subject: 'New resource lead: Threat <Report>',
    });
    expect(call?.body.html).toContain('Threat &lt;Report&gt;');
    expect(call?.body.text).toContain('Organization: GhCERT');
  });

  it('accepts a lead without organization', async () => {
    const api = fakeMailApi();
    const { organization: _, ...withoutOrg } = lead;
    const res = await createHandler({ env, fetch: api.fetchFn })(post(withoutOrg));
    expect(res.status).toBe(200);
    expect(api.calls[0]?.body.text).toContain('Organization: not given');
  });

  it.each([
    [{ ...lead, leadEmail: 'not-an-email' }, 'Invalid email address'],
    [{ ...lead, leadName: '   ' }, 'Lead name is required'],
    [{ ...lead, resourceTitle: undefined }, 'Resource title is required'],
    [{ ...lead, organization: 'x'.repeat(201) }, 'Organization name too long'],
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
    expect((await handler(post(lead))).status).toBe(502);
    expect((await handler(new Request('http://localhost/x'))).status).toBe(405);
    const preflight = await handler(new Request('http://localhost/x', { method: 'OPTIONS' }));
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('fails fast at start, naming the missing secret', () => {
    const { MAIL_API_KEY: _, ...partial } = env;
    expect(() => createHandler({ env: partial, fetch: fakeMailApi().fetchFn })).toThrow(
      MissingSecretError,
    );
    expect(() => createHandler({ env: partial, fetch: fakeMailApi().fetchFn })).toThrow(
      /MAIL_API_KEY/,
    );
  });
});
