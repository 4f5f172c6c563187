import { describe, expect, it } from 'vitest';
import { createHandler } from './handler.ts';
import { assessmentLink, renderInvitation } from './invitation-mail.ts';

// Who may mail and the once-only rule are the database's (tools_claim_invitation_mail; tested
// in supabase/tests/tools-assessments.test.ts); here: the mail in the invitee's language with
// the link, the refusals, and no mail when the claim gives nothing.
const env = {
  SUPABASE_URL: 'http://api.test',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  MAIL_API_URL: 'http://mail.test',
  MAIL_API_KEY: 'key',
  MAIL_FROM: 'CSAN <no-reply@csan.test>',
  SITE_URL: 'https://csan.example',
};
const ASSESSMENT = '00000000-0000-4000-8a00-000000000002';
const USER = '00000000-0000-4000-8000-000000000007';

function fakeBackend(rpc: { status: number; body: unknown }) {
  const mails: { to: string; subject: string; text: string; html: string }[] = [];
  const rpcBodies: unknown[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const reply = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.endsWith('/auth/v1/user')) return reply({ id: 'u5', email: 'partner@csan.test' });
    if (url.includes('/rpc/tools_claim_invitation_mail')) {
      rpcBodies.push(JSON.parse(String(init?.body)));
      return reply(rpc.body, rpc.status);
    }
    if (url === 'http://mail.test/emails') {
      mails.push(JSON.parse(String(init?.body)));
      return reply({ id: `m${mails.length}` });
    }
    return reply({ message: `unexpected ${url}` }, 500);
  };
  return { mails, rpcBodies, fetchFn };
}

const post = (body: unknown) =>
  new Request('http://fn.test/tools-invite-mail', {
    method: 'POST',
    headers: { Authorization: 'Bearer token', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const CLAIM = {
  email: 'amina.mensah@csan.test',
  full_name: 'Amina Mensah',
  language: 'sw',
  assessment_name: 'CSF <review>',
  organisation: 'Gh-CERT',
  inviter_name: 'Adjoa Partner',
};

describe('tools invitation mail', () => {
  it('is written in the invitee language, escaped in HTML, with the link', () => {
    const mail = renderInvitation({
      language: 'fr',
      inviter: 'Adjoa',
      assessment: 'CSF <review>',
      organisation: 'Gh-CERT',
      link: 'https://tools.csan.example/assessments/1',
    });
    expect(mail.subject).toBe('Vous êtes invité·e à l’auto-évaluation « CSF <review> »');
    expect(mail.text).toContain('https://tools.csan.example/assessments/1');
    expect(mail.html).toContain('CSF &lt;review&gt;');
    expect(mail.html).not.toContain('<review>');
  });

  it('links to the tools host of the site', () => {
    expect(assessmentLink('http://csan.localhost:8080', 'x')).toBe(
      'http://tools.csan.localhost:8080/assessments/x',
    );
    expect(assessmentLink('https://www.csan.example', 'x')).toBe(
      'https://tools.csan.example/assessments/x',
    );
  });
});

describe('tools-invite-mail handler', () => {
  it('mails the invitee the database hands out, once', async () => {
    const backend = fakeBackend({ status: 200, body: [CLAIM] });
    const res = await createHandler({ env, fetch: backend.fetchFn })(
      post({ assessment_id: ASSESSMENT, user_id: USER }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true });
    expect(backend.rpcBodies).toEqual([{ p_assessment_id: ASSESSMENT, p_user_id: USER }]);
    expect(backend.mails.map((m) => [m.to, m.subject])).toEqual([
      ['amina.mensah@csan.test', 'Umealikwa kwenye tathmini binafsi “CSF <review>”'],
    ]);
    expect(backend.mails[0]?.text).toContain(
      `https://tools.csan.example/assessments/${ASSESSMENT}`,
    );
  });

  it('sends nothing when the claim gives no row (already mailed, not on the team)', async () => {
    const backend = fakeBackend({ status: 200, body: [] });
    const res = await createHandler({ env, fetch: backend.fetchFn })(
      post({ assessment_id: ASSESSMENT, user_id: USER }),
    );
    expect(await res.json()).toEqual({ sent: false });
    expect(backend.mails).toEqual([]);
  });

  it('maps refusals: 403 not the owner, 404 not readable, 400 a bad body, 401 signed out', async () => {
    const status = async (
      rpc: { status: number; body: unknown },
      body: unknown = { assessment_id: ASSESSMENT, user_id: USER },
    ) => (await createHandler({ env, fetch: fakeBackend(rpc).fetchFn })(post(body))).status;
    expect(await status({ status: 403, body: { code: '42501', message: 'no' } })).toBe(403);
    expect(await status({ status: 404, body: { code: 'PT404', message: 'no' } })).toBe(404);
    expect(await status({ status: 200, body: [] }, { assessment_id: 'nope', user_id: USER })).toBe(
      400,
    );
    expect(await status({ status: 200, body: [] }, { assessment_id: ASSESSMENT })).toBe(400);
    const signedOut = await createHandler({
      env,
      fetch: fakeBackend({ status: 200, body: [] }).fetchFn,
    })(new Request('http://fn.test/tools-invite-mail', { method: 'POST', body: '{}' }));
    expect(signedOut.status).toBe(401);
  });
});
