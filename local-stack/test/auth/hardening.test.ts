import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import {
  authFetch,
  client,
  PASSWORD,
  signedUpClient,
  startAuthStack,
  uniqueEmail,
} from './helpers.js';

// Limits a real auth server has: bcrypt's 72 bytes, bounded metadata, final reuse
// detection, per-client limits that count failures of the real client only.
let stack: TestStack;
beforeAll(async () => {
  stack = await startAuthStack({
    // GoTrue's default reuse interval: the test moves timestamps instead of waiting.
    refreshTokenReuseInterval: 10,
    rateLimits: { token: { max: 30, windowSeconds: 300 } },
  });
});
afterAll(async () => {
  await stack?.stop();
});

const V1 = { 'x-supabase-api-version': '2024-01-01' };

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return authFetch(stack, path, {
    method: 'POST',
    headers: { ...V1, ...headers },
    body: JSON.stringify(body),
  });
}

const signInFrom = (email: string, password: string, headers: Record<string, string> = {}) =>
  post('/token?grant_type=password', { email, password }, headers);

describe('passwords longer than 72 bytes', () => {
  const long = `${'a'.repeat(72)}-and-more`;

  it('are refused at sign-up with GoTrue answer, counting bytes rather than characters', async () => {
    const refused = await post('/signup', { email: uniqueEmail(), password: long });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
    // 25 three-byte characters are 75 bytes.
    const wide = await post('/signup', { email: uniqueEmail(), password: '€'.repeat(25) });
    expect(wide.status).toBe(400);
    expect((await post('/signup', { email: uniqueEmail(), password: 'b'.repeat(72) })).status).toBe(
      200,
    );
  });

  it('are refused as a new password and never sign in by their first 72 bytes', async () => {
    const exact = 'c'.repeat(72);
    const email = uniqueEmail();
    const { data } = await client(stack).auth.signUp({ email, password: exact });
    const supabase = client(stack);
    await supabase.auth.setSession({
      access_token: data.session?.access_token ?? '',
      refresh_token: data.session?.refresh_token ?? '',
    });
    const update = await supabase.auth.updateUser({ password: `${exact}x` });
    expect(update.error?.status).toBe(400);
    expect(update.error?.code).toBe('validation_failed');

    // bcrypt compares only 72 bytes: the longer password must not pass for the stored one.
    const longer = await signInFrom(email, `${exact}-anything`);
    expect(longer.status).toBe(400);
    expect((await longer.json()).code).toBe('invalid_credentials');
    expect((await signInFrom(email, exact)).status).toBe(200);
  });

  it('are refused by the admin API too', async () => {
    const response = await authFetch(stack, '/admin/users', {
      method: 'POST',
      headers: { ...V1, Authorization: `Bearer ${stack.serviceRoleKey}` },
      body: JSON.stringify({ email: uniqueEmail(), password: long }),
    });
    expect(response.status).toBe(400);
  });
});

describe('user metadata', () => {
  const big = { blob: 'x'.repeat(5000) };

  it('is capped at 4096 bytes at sign-up', async () => {
    const refused = await post('/signup', { email: uniqueEmail(), password: PASSWORD, data: big });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'validation_failed',
      message: 'User metadata cannot be larger than 4096 bytes',
    });
    const fits = await post('/signup', {
      email: uniqueEmail(),
      password: PASSWORD,
      data: { blob: 'x'.repeat(4000) },
    });
    expect(fits.status).toBe(200);
    // The largest token still fits a request header: REST accepts it.
    const { access_token } = (await fits.json()) as { access_token: string };
    const rest = await fetch(`${stack.url}/rest/v1/profiles?select=id&limit=1`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${access_token}` },
    });
    expect(rest.status).toBe(200);
  });

  it('is capped after merging an update, which then changes nothing', async () => {
    const { supabase } = await signedUpClient(stack);
    expect((await supabase.auth.updateUser({ data: { a: 'y'.repeat(3000) } })).error).toBeNull();
    const grown = await supabase.auth.updateUser({ data: { b: 'z'.repeat(3000) } });
    expect(grown.error?.status).toBe(400);
    const { data } = await supabase.auth.getUser();
    expect(Object.keys(data.user?.user_metadata ?? {})).toEqual(['a']);
  });

  it('is capped through the admin API, app metadata included', async () => {
    const response = await authFetch(stack, '/admin/users', {
      method: 'POST',
      headers: { ...V1, Authorization: `Bearer ${stack.serviceRoleKey}` },
      body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD, app_metadata: big }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('App metadata cannot be larger than 4096 bytes');
  });
});

describe('refresh-token reuse detection', () => {
  const refresh = (token: string) =>
    post('/token?grant_type=refresh_token', { refresh_token: token });

  it('ends the session for good: a later token stolen with it refreshes no more', async () => {
    const { session } = await signedUpClient(stack);
    const second = (await (await refresh(session.refresh_token)).json()) as {
      refresh_token: string;
    };
    const third = (await (await refresh(second.refresh_token)).json()) as {
      refresh_token: string;
    };
    // The first token was rotated more than the reuse interval ago.
    await stack.ctx.db.query(
      `update auth.refresh_tokens set updated_at = updated_at - interval '1 minute'
        where token = $1`,
      [session.refresh_token],
    );
    const reused = await refresh(session.refresh_token);
    expect(reused.status).toBe(400);
    expect((await reused.json()).code).toBe('refresh_token_already_used');

    // Within 10 s of the detection, every token of the family stays dead.
    for (const token of [third.refresh_token, second.refresh_token, session.refresh_token]) {
      const again = await refresh(token);
      expect(again.status).toBe(400);
    }
    // And the access token's session is gone too.
    const user = await authFetch(stack, '/user', {
      headers: { ...V1, Authorization: `Bearer ${session.access_token}` },
    });
    expect(user.status).toBe(403);
  });
});

describe('per-client limits', () => {
  // A stack of their own: the failures above must not count here.
  let own: TestStack;
  beforeAll(async () => {
    own = await startAuthStack({ rateLimits: { token: { max: 30, windowSeconds: 300 } } });
  });
  afterAll(async () => {
    await own?.stop();
  });
  const signInFrom = (email: string, password: string, headers: Record<string, string> = {}) =>
    authFetch(own, '/token?grant_type=password', {
      method: 'POST',
      headers: { ...V1, ...headers },
      body: JSON.stringify({ email, password }),
    });

  it('accept 50 correct sign-ins at once from one address', async () => {
    const { email } = await signedUpClient(own);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async () => (await signInFrom(email, PASSWORD)).status),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('still refuse the failures over the limit, counted exactly', async () => {
    const { email } = await signedUpClient(own);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async () => (await signInFrom(email, 'wrong-password')).status),
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    // The client is refused now, the right password included.
    expect((await signInFrom(email, PASSWORD)).status).toBe(429);
  });

  it('ignore X-Forwarded-For from a peer that is no configured proxy', async () => {
    // The previous test used up 127.0.0.1's failures; a made-up header changes nothing.
    const { email } = await signedUpClient(own);
    const spoofed = await signInFrom(email, PASSWORD, { 'x-forwarded-for': '203.0.113.77' });
    expect(spoofed.status).toBe(429);
  });
});
