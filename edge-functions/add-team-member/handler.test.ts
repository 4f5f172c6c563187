import { describe, expect, it } from 'vitest';
import { createHandler, refusals } from './handler.ts';

// The database side (seats, tokens, sign-up onto the team) is proven in
// supabase/tests/corporate-teams.test.ts and the whole journey in e2e/tests/corporate-team.spec.ts;
// here, what the function itself decides: who may ask, the mail, the codes, the undo.
const env = {
  SUPABASE_URL: 'http://api.test',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  SITE_URL: 'https://portal.test/',
  MAIL_API_URL: 'https://mail.test',
  MAIL_API_KEY: 're_test',
  MAIL_FROM: 'CSAN <no-reply@csan.test>',
};

const TEAM = '11111111-1111-4111-8111-111111111111';
const TOKEN = 'b'.repeat(64);

type Rpc = { status: number; body: unknown };

function fakeBackend({
  teamVisible = true,
  rpc,
  mailStatus = 200,
}: {
  teamVisible?: boolean;
  rpc: Rpc;
  mailStatus?: number;
}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const reply = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.endsWith('/auth/v1/user')) return reply({ id: 'owner-id', email: 'owner@x.org' });
    // The database's MFA rule (requireMember): an owner without a factor meets it.
    if (url.includes('/rpc/mfa_requirement_met')) return reply(true);
    if (url.includes('/rest/v1/corporate_teams'))
      return teamVisible ? reply({ team_id: TEAM }) : reply(null);
    if (url.includes('/rpc/add_team_member')) return reply(rpc.body, rpc.status);
    if (url.includes('/rest/v1/corporate_team_invitations') && method === 'DELETE')
      return reply([]);
    if (url === 'https://mail.test/emails') return reply({ id: 'mail-1' }, mailStatus);
    return reply({ message: `unexpected ${method} ${url}` }, 500);
  };
  return { calls, fetchFn };
}

const post = (body: unknown = { teamId: TEAM, email: ' New.Person@x.org ' }) =>
  new Request('http://fn.test/add-team-member', {
    method: 'POST',
    headers: { Authorization: 'Bearer user-token', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const invitedAnswer: Rpc = {
  status: 200,
  body: {
    status: 'invited',
    invitation_id: 'inv-1',
    token: TOKEN,
    expires_at: '2026-12-02T10:00:00Z',
    team_name: 'Fraud Analytics',
    organization: 'Accra Bank Group',
    owner_name: 'Yaw Corporate',
  },
};

describe('add-team-member handler', () => {
  it('adds an existing member without mail, as the caller', async () => {
    const backend = fakeBackend({ rpc: { status: 200, body: { status: 'added', user_id: 'u2' } } });
    const res = await createHandler({ env, fetch: backend.fetchFn })(post());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, status: 'added' });
    const rpc = backend.calls.find((c) => c.url.includes('/rpc/add_team_member'));
    expect(rpc?.body).toEqual({
      p_team_id: TEAM,
      p_email: 'New.Person@x.org',
      p_acting_user: 'owner-id',
    });
    expect(backend.calls.some((c) => c.url.includes('mail.test'))).toBe(false);
  });

  it('mails an unknown address the sign-up link under SITE_URL, naming team and owner', async () => {
    const backend = fakeBackend({ rpc: invitedAnswer });
    const res = await createHandler({ env, fetch: backend.fetchFn })(post());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, status: 'invited' });
    const mail = backend.calls.find((c) => c.url === 'https://mail.test/emails');
    expect(mail?.body).toMatchObject({
      to: 'New.Person@x.org',
      subject: "You're invited to join Fraud Analytics on CSAN",
    });
    const text = JSON.stringify(mail?.body);
    expect(text).toContain(`https://portal.test/login?tab=signup&token=${TOKEN}`);
    expect(text).toContain(
      'Yaw Corporate has added you to the team Fraud Analytics (Accra Bank Group)',
    );
  });

  it('withdraws the invitation when the mail cannot be sent (502)', async () => {
    const backend = fakeBackend({ rpc: invitedAnswer, mailStatus: 500 });
    const res = await createHandler({ env, fetch: backend.fetchFn })(post());
    expect(res.status).toBe(502);
    const undo = backend.calls.find(
      (c) => c.method === 'DELETE' && c.url.includes('corporate_team_invitations'),
    );
    expect(undo?.url).toContain('invitation_id=eq.inv-1');
  });

  it.each(Object.entries(refusals))(
    'refusal %s → its status, message and code',
    async (code, [status, message]) => {
      const backend = fakeBackend({ rpc: { status: 400, body: { code: '23514', message: code } } });
      const res = await createHandler({ env, fetch: backend.fetchFn })(post());
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error: message, code });
    },
  );

  it('a team the caller cannot read (not theirs, MFA owed) is not found, and nothing is added', async () => {
    const backend = fakeBackend({ teamVisible: false, rpc: invitedAnswer });
    const res = await createHandler({ env, fetch: backend.fetchFn })(post());
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Team not found', code: 'team_not_found' });
    expect(backend.calls.some((c) => c.url.includes('/rpc/add_team_member'))).toBe(false);
  });

  it('refuses a bad address and a signed-out caller', async () => {
    const backend = fakeBackend({ rpc: invitedAnswer });
    const bad = await createHandler({ env, fetch: backend.fetchFn })(
      post({ teamId: TEAM, email: 'nope' }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'Invalid email address' });
    const anonymous = await createHandler({ env, fetch: backend.fetchFn })(
      new Request('http://fn.test/add-team-member', { method: 'POST', body: '{}' }),
    );
    expect(anonymous.status).toBe(401);
  });
});
