import { describe, expect, it } from 'vitest';
import { createHandler, messages } from './handler.ts';

// End to end on the seeded stack: local-stack/test/contract/remove-mfa-factors.test.ts. Here:
// the answer's wording and how the procedure's refusals map to statuses.
const env = {
  SUPABASE_URL: 'http://api.test',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
};

const USER = '11111111-1111-4111-8111-111111111111';
const bearer = `Bearer h.${btoa(JSON.stringify({ aal: 'aal2' })).replace(/=+$/, '')}.s`;

function fakeBackend(rpc: { status: number; body: unknown }) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, body });
    const reply = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.endsWith('/auth/v1/user')) return reply({ id: 'admin-id', email: 'admin@csan.test' });
    if (url.includes('/rpc/has_role')) return reply(true);
    if (url.includes('/rpc/admin_remove_mfa_factors')) return reply(rpc.body, rpc.status);
    return reply({ message: `unexpected ${url}` }, 500);
  };
  return { calls, fetchFn };
}

const post = (body: unknown) =>
  new Request('http://fn.test/remove-mfa-factors', {
    method: 'POST',
    headers: { Authorization: bearer, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('remove-mfa-factors handler', () => {
  it('removes as the calling admin and says how many', async () => {
    const backend = fakeBackend({ status: 200, body: 2 });
    const res = await createHandler({ env, fetch: backend.fetchFn })(
      post({ userId: USER, supportRequestId: USER }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, removed: 2, message: 'Removed 2 authenticators' });
    expect(backend.calls.find((c) => c.url.includes('admin_remove_mfa_factors'))?.body).toEqual({
      target_user_id: USER,
      acting_admin_id: 'admin-id',
      support_request_id: USER,
    });
    expect(messages.removed(1)).toBe('Removed 1 authenticator');
  });

  it('answers 400 for a bad id and 404 for an unknown member', async () => {
    const bad = await createHandler({ env, fetch: fakeBackend({ status: 200, body: 0 }).fetchFn })(
      post({ userId: 'nope' }),
    );
    expect(bad.status).toBe(400);
    const unknown = await createHandler({
      env,
      fetch: fakeBackend({ status: 404, body: { code: 'P0002', message: 'User not found' } })
        .fetchFn,
    })(post({ userId: USER }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'User not found' });
  });
});
