import { describe, expect, it } from 'vitest';
import { MissingSecretError } from '../_shared/env.ts';
import { createHandler, messages, type StoredLead } from './handler.ts';

const env = {
  SUPABASE_URL: 'https://project.supabase.test',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  MAIL_API_URL: 'https://mail.example.test',
  MAIL_API_KEY: 're_test',
  MAIL_FROM: 'CSAN <no-reply@csan.test>',
  SOCIETY_INBOX: 'inbox@csan.test',
};

const LEAD_ID = '7d6b2c1e-3f4a-4b5c-8d9e-0f1a2b3c4d5e';
const stored: StoredLead = {
  lead_name: 'Ama Mensah',
  lead_email: 'ama@example.org',
  organization: 'GhCERT',
  resource_title: 'Threat <Report>',
};

/** The database (claim / release RPCs, stored leads claimed once) and the mail API. */
function fakeBackend(options: { mailStatus?: number; leads?: Record<string, StoredLead> } = {}) {
  const leads = options.leads ?? { [LEAD_ID]: stored };
  const claimed = new Set<string>();
  const mails: { headers: Headers; body: Record<string, unknown> }[] = [];
  const rpcs: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, string>;
    if (url.pathname === '/rest/v1/rpc/claim_lead_notification') {
      rpcs.push(`claim ${body.p_lead_id}`);
      const lead = leads[body.p_lead_id ?? ''];
      const first = lead !== undefined && !claimed.has(body.p_lead_id ?? '');
      if (first) claimed.add(body.p_lead_id ?? '');
      return Response.json(first ? [lead] : []);
    }
    if (url.pathname === '/rest/v1/rpc/release_form_notification') {
      rpcs.push(`release ${body.p_form} ${body.p_row_id}`);
      claimed.delete(body.p_row_id ?? '');
      return new Response(null, { status: 204 });
    }
    mails.push({ headers: new Headers(init?.headers), body });
    return Response.json({ id: 'mail-1' }, { status: options.mailStatus ?? 200 });
  };
  return { fetchFn, mails, rpcs };
}

const post = (body: unknown) =>
  new Request('http://localhost/send-lead-notification', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('send-lead-notification', () => {
  it('mails the stored lead to the society inbox once; a repeat is 404 and sends nothing', async () => {
    const backend = fakeBackend();
    const handler = createHandler({ env, fetch: backend.fetchFn });
    const res = await handler(post({ leadId: LEAD_ID }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(backend.mails).toHaveLength(1);
    expect(backend.mails[0]?.headers.get('authorization')).toBe('Bearer re_test');
    expect(backend.mails[0]?.body).toMatchObject({
      from: env.MAIL_FROM,
      to: 'inbox@csan.test',
      reply_to: 'ama@example.org',
      subject: 'New resource lead: Threat <Report>',
    });
    expect(backend.mails[0]?.body.html).toContain('Threat &lt;Report&gt;');
    expect(backend.mails[0]?.body.text).toContain('Organization: GhCERT');

    const again = await handler(post({ leadId: LEAD_ID }));
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: messages.unknown });
    expect(backend.mails).toHaveLength(1);
  });

  it('takes no free text: the old payload is a 400 and nothing is claimed or sent', async () => {
    const backend = fakeBackend();
    const res = await createHandler({ env, fetch: backend.fetchFn })(
      post({
        leadName: 'Click http://evil.example',
        leadEmail: 'attacker@example.org',
        resourceTitle: 'Urgent',
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Lead id is required' });
    expect(backend.rpcs).toEqual([]);
    expect(backend.mails).toEqual([]);
  });

  it.each([
    [{ leadId: 'not-a-uuid' }, 'Lead id is required'],
    ['{not json', 'Request body must be JSON'],
  ])('answers 400 for %j', async (body, message) => {
    const backend = fakeBackend();
    const res = await createHandler({ env, fetch: backend.fetchFn })(post(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
    expect(backend.mails).toHaveLength(0);
  });

  it('an unknown lead is a 404', async () => {
    const backend = fakeBackend({ leads: {} });
    const res = await createHandler({ env, fetch: backend.fetchFn })(post({ leadId: LEAD_ID }));
    expect(res.status).toBe(404);
    expect(backend.mails).toHaveLength(0);
  });

  it('a stored value with a line break never reaches a header', async () => {
    const backend = fakeBackend({
      leads: { [LEAD_ID]: { ...stored, resource_title: 'Report\r\nBcc: victim@example.org' } },
    });
    await createHandler({ env, fetch: backend.fetchFn })(post({ leadId: LEAD_ID }));
    expect(backend.mails[0]?.body.subject).toBe(
      'New resource lead: Report Bcc: victim@example.org',
    );
  });

  it('gives the claim back when the mail provider refuses (502), so a retry notifies', async () => {
    const backend = fakeBackend({ mailStatus: 500 });
    const handler = createHandler({ env, fetch: backend.fetchFn });
    expect((await handler(post({ leadId: LEAD_ID }))).status).toBe(502);
    expect(backend.rpcs).toEqual([`claim ${LEAD_ID}`, `release content_leads ${LEAD_ID}`]);
    expect((await handler(post({ leadId: LEAD_ID }))).status).toBe(502);
    expect(backend.mails).toHaveLength(2);
  });

  it('answers 405 to GET and preflights OPTIONS', async () => {
    const handler = createHandler({ env, fetch: fakeBackend().fetchFn });
    expect((await handler(new Request('http://localhost/x'))).status).toBe(405);
    const preflight = await handler(new Request('http://localhost/x', { method: 'OPTIONS' }));
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('fails fast at start, naming the missing secret', () => {
    const { SUPABASE_SERVICE_ROLE_KEY: _, ...partial } = env;
    expect(() => createHandler({ env: partial, fetch: fakeBackend().fetchFn })).toThrow(
      MissingSecretError,
    );
    expect(() => createHandler({ env: partial, fetch: fakeBackend().fetchFn })).toThrow(
      /SUPABASE_SERVICE_ROLE_KEY/,
    );
  });
});
