import { describe, expect, it } from 'vitest';
import { createHandler } from './handler.ts';

// The end-to-end behaviour runs against the local stack
// (local-stack/test/contract/waitlist-invitation.test.ts); here, what a stack
// cannot easily show: a mail provider failure undoes the invitation.
const env = {
  SUPABASE_URL: 'http://api.test',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  SITE_URL: 'https://portal.test',
  MAIL_API_URL: 'https://mail.test',
  MAIL_API_KEY: 're_test',
  MAIL_FROM: 'CSAN <no-reply@csan.test>',
};

const ENTRY = { id: '11111111-1111-4111-8111-111111111111', name: 'Efua', email: 'efua@x.org' };

/** A JWT-shaped bearer whose payload says aal2 (the auth server's answer is faked below). */
const bearer = `Bearer h.${btoa(JSON.stringify({ aal: 'aal2' })).replace(/=+$/, '')}.s`;

function fakeBackend(mailStatus: number, status: 'pending' | 'invited' = 'pending') {
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
    if (url.endsWith('/auth/v1/user')) return reply({ id: 'admin-id', email: 'admin@csan.test' });
    if (url.includes('/rpc/has_role')) return reply(true);
    if (url.includes('/rest/v1/waitlist') && method === 'GET')
      return reply({
        ...ENTRY,
        status,
        invited_at: status === 'invited' ? '2026-11-01T10:00:00.000Z' : null,
        invitation_expires_at: status === 'invited' ? '2026-11-08T10:00:00.000Z' : null,
      });
    if (url.includes('/rest/v1/waitlist') && method === 'PATCH') return reply([{ id: ENTRY.id }]);
    if (url.includes('/rest/v1/invitation_tokens') && method === 'POST')
      return reply({
        id: 'token-id',
        token: 'a'.repeat(64),
        expires_at: '2026-12-01T00:00:00Z',
        created_at: '2026-11-24T00:00:00Z',
      });
    if (url.includes('/rest/v1/invitation_tokens') && method === 'DELETE') return reply([]);
    if (url === 'https://mail.test/emails') return reply({ id: 'mail-1' }, mailStatus);
    return reply({ message: `unexpected ${method} ${url}` }, 500);
  };
  return { calls, fetchFn };
}

const post = (extra: Record<string, unknown> = {}) =>
  new Request('http://fn.test/send-waitlist-invitation', {
    method: 'POST',
    headers: { Authorization: bearer, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      waitlistId: ENTRY.id,
      email: ENTRY.email,
      fullName: ENTRY.name,
      ...extra,
    }),
  });

describe('send-waitlist-invitation handler', () => {
  it('mails the sign-up link under SITE_URL', async () => {
    const backend = fakeBackend(200);
    const res = await createHandler({ env, fetch: backend.fetchFn })(post());
    expect(res.status).toBe(200);
    const mail = backend.calls.find((c) => c.url === 'https://mail.test/emails');
    expect(mail?.body).toMatchObject({ to: ENTRY.email });
    expect(JSON.stringify(mail?.body)).toContain(
      `https://portal.test/login?tab=signup&token=${'a'.repeat(64)}`,
    );
  });

  it('puts the entry back to pending and deletes the token when the mail cannot be sent', async () => {
    const backend = fakeBackend(500);
    const res = await createHandler({ env, fetch: backend.fetchFn })(post());
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'The e-mail could not be sent' });
    const after = backend.calls.slice(backend.calls.findIndex((c) => c.url.includes('mail.test')));
    expect(after.some((c) => c.method === 'DELETE' && c.url.includes('invitation_tokens'))).toBe(
      true,
    );
    expect(
      after.find((c) => c.method === 'PATCH' && c.url.includes('/rest/v1/waitlist'))?.body,
    ).toEqual({ status: 'pending', invited_at: null });
  });

  it('a re-send whose mail fails deletes the new token, puts the entry back and ends no old link', async () => {
    const backend = fakeBackend(500, 'invited');
    const res = await createHandler({ env, fetch: backend.fetchFn })(post({ resend: true }));
    expect(res.status).toBe(502);
    const after = backend.calls.slice(backend.calls.findIndex((c) => c.url.includes('mail.test')));
    expect(after.some((c) => c.method === 'DELETE' && c.url.includes('invitation_tokens'))).toBe(
      true,
    );
    expect(
      after.find((c) => c.method === 'PATCH' && c.url.includes('/rest/v1/waitlist'))?.body,
    ).toEqual({
      invited_at: '2026-11-01T10:00:00.000Z',
      invitation_expires_at: '2026-11-08T10:00:00.000Z',
    });
    // The old link was never touched: it still works.
    expect(
      backend.calls.some((c) => c.method === 'PATCH' && c.url.includes('invitation_tokens')),
    ).toBe(false);
  });
});
