import { describe, expect, it } from 'vitest';
import { MissingSecretError } from '../_shared/env.ts';
import { createHandler, messages, type StoredInquiry } from './handler.ts';

const env = {
  SUPABASE_URL: 'https://project.supabase.test',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  MAIL_API_URL: 'https://mail.example.test',
  MAIL_API_KEY: 're_test',
  MAIL_FROM: 'CSAN <no-reply@csan.test>',
  RD_TEAM_INBOX: 'rd@csan.test',
};

const INQUIRY_ID = '2f0c1d2e-3a4b-4c5d-9e6f-7a8b9c0d1e2f';
const stored: StoredInquiry = {
  contact_name: 'Kofi Boateng',
  contact_email: 'kofi@bank.example',
  organization_name: 'Bank <of> Accra',
  organization_type: 'dfi',
  project_title: 'Mobile money fraud study',
  project_scope: 'Three markets,\nsix months.',
};

/** The database (claim / release RPCs, each inquiry claimed once) and the mail API. */
function fakeBackend(options: { mailStatus?: number; inquiry?: StoredInquiry | null } = {}) {
  const inquiry = options.inquiry === undefined ? stored : options.inquiry;
  let claimed = false;
  const mails: { url: string; headers: Headers; body: Record<string, unknown> }[] = [];
  const rpcs: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, string>;
    if (url.pathname === '/rest/v1/rpc/claim_rd_inquiry_notification') {
      rpcs.push(`claim ${body.p_inquiry_id}`);
      const first = inquiry !== null && body.p_inquiry_id === INQUIRY_ID && !claimed;
      if (first) claimed = true;
      return Response.json(first ? [inquiry] : []);
    }
    if (url.pathname === '/rest/v1/rpc/release_form_notification') {
      rpcs.push(`release ${body.p_form} ${body.p_row_id}`);
      claimed = false;
      return new Response(null, { status: 204 });
    }
    mails.push({ url: String(input), headers: new Headers(init?.headers), body });
    return Response.json({ id: 'mail-1' }, { status: options.mailStatus ?? 200 });
  };
  return { fetchFn, mails, rpcs };
}

const post = (body: unknown) =>
  new Request('http://localhost/send-rd-inquiry-notification', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('send-rd-inquiry-notification', () => {
  it('mails the stored inquiry to the R&D team once, HTML and plain text; a repeat is 404', async () => {
    const backend = fakeBackend();
    const handler = createHandler({ env, fetch: backend.fetchFn });
    const res = await handler(post({ inquiryId: INQUIRY_ID }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(backend.mails).toHaveLength(1);
    const call = backend.mails[0];
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

    const again = await handler(post({ inquiryId: INQUIRY_ID }));
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: messages.unknown });
    expect(backend.mails).toHaveLength(1);
  });

  it('takes no free text: the old payload is a 400 and nothing is claimed or sent', async () => {
    const backend = fakeBackend();
    const res = await createHandler({ env, fetch: backend.fetchFn })(
      post({ contactName: 'x', contactEmail: 'x@example.org', projectTitle: 'Click here' }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Inquiry id is required' });
    expect(backend.rpcs).toEqual([]);
    expect(backend.mails).toEqual([]);
  });

  it('an unknown inquiry is a 404; a stored line break never reaches the subject', async () => {
    const none = fakeBackend({ inquiry: null });
    const res = await createHandler({ env, fetch: none.fetchFn })(post({ inquiryId: INQUIRY_ID }));
    expect(res.status).toBe(404);
    expect(none.mails).toHaveLength(0);

    const crlf = fakeBackend({ inquiry: { ...stored, project_title: 'Study\r\nBcc: x@y.org' } });
    await createHandler({ env, fetch: crlf.fetchFn })(post({ inquiryId: INQUIRY_ID }));
    expect(crlf.mails[0]?.body.subject).toBe('New R&D inquiry: Study Bcc: x@y.org');
  });

  it('gives the claim back when the mail provider refuses (502)', async () => {
    const backend = fakeBackend({ mailStatus: 500 });
    const res = await createHandler({ env, fetch: backend.fetchFn })(
      post({ inquiryId: INQUIRY_ID }),
    );
    expect(res.status).toBe(502);
    expect(backend.rpcs).toEqual([`claim ${INQUIRY_ID}`, `release rd_inquiries ${INQUIRY_ID}`]);
  });

  it('answers 405 to GET, preflights OPTIONS, and fails fast without its secrets', async () => {
    const handler = createHandler({ env, fetch: fakeBackend().fetchFn });
    expect((await handler(new Request('http://localhost/x'))).status).toBe(405);
    const preflight = await handler(new Request('http://localhost/x', { method: 'OPTIONS' }));
    expect(preflight.status).toBe(200);
    const { RD_TEAM_INBOX: _, ...partial } = env;
    expect(() => createHandler({ env: partial, fetch: fakeBackend().fetchFn })).toThrow(
      MissingSecretError,
    );
  });
});
