import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import {
  authFetch,
  claimsOf,
  client,
  PASSWORD,
  signedUpClient,
  startAuthStack,
  uniqueEmail,
} from './helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startAuthStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('sign-up and password sign-in', () => {
  it('signs up with metadata and returns a session whose JWT carries GoTrue claims', async () => {
    const supabase = client(stack);
    const email = uniqueEmail('Signup').toUpperCase();
    const { data, error } = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Ama Mensah' } },
    });
    expect(error).toBeNull();
    const session = data.session;
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    expect(session?.refresh_token).toBeTruthy();
    expect(session?.user.email).toBe(email.toLowerCase());
    expect(session?.user.user_metadata).toEqual({ full_name: 'Ama Mensah' });
    expect(session?.user.identities?.[0]?.provider).toBe('email');
    expect(session?.user.email_confirmed_at).toBeTruthy();

    const claims = claimsOf(session?.access_token ?? '');
    expect(claims).toMatchObject({
      iss: `${stack.url}/auth/v1`,
      sub: session?.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ama Mensah' },
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(session?.expires_at).toBe(claims.exp);
    expect(typeof claims.session_id).toBe('string');

    // The rows GoTrue would have written.
    const { rows } = await stack.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from auth.sessions s join auth.refresh_tokens r on r.session_id = s.id
        where s.id = $1::uuid and r.revoked = false`,
      [claims.session_id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses an address that is already registered', async () => {
    const { email } = await signedUpClient(stack);
    const { error } = await client(stack).auth.signUp({ email, password: PASSWORD });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('refuses a short password with weak_password reasons', async () => {
    const { error } = await client(stack).auth.signUp({ email: uniqueEmail(), password: 'abc' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect((error as { reasons?: string[] }).reasons).toEqual(['length']);
  });

  it('signs in with the right password and refuses a wrong one or an unknown user alike', async () => {
    const { email } = await signedUpClient(stack);
    const supabase = client(stack);
    const ok = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(email);

    for (const attempt of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const { error } = await client(stack).auth.signInWithPassword(attempt);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('answers errors as GoTrue does for API version 2024-01-01 and for older clients', async () => {
    const body = JSON.stringify({ email: 'nobody@example.org', password: 'whatever' });
    const modern = await authFetch(stack, '/token?grant_type=password', {
      method: 'POST',
      body,
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(modern.status).toBe(400);
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await modern.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const legacy = await authFetch(stack, '/token?grant_type=password', { method: 'POST', body });
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('requires a bearer token on /user and rejects a forged one', async () => {
    const missing = await authFetch(stack, '/user', {
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(missing.status).toBe(401);
    expect((await missing.json()).code).toBe('no_authorization');

    const forged = await authFetch(stack, '/user', {
      headers: { Authorization: 'Bearer not.a.jwt', 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(forged.status).toBe(403);
    expect((await forged.json()).code).toBe('bad_jwt');
  });
});

describe('the signed-in user', () => {
  it('reads itself with getUser and merges metadata with updateUser', async () => {
    const { supabase, user } = await signedUpClient(stack);
    await supabase.auth.updateUser({ data: { full_name: 'Kofi', country: 'GH' } });
    const { data, error } = await supabase.auth.updateUser({ data: { country: null, lang: 'fr' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ full_name: 'Kofi', lang: 'fr' });

    const read = await supabase.auth.getUser();
    expect(read.data.user?.id).toBe(user.id);
    expect(read.data.user?.user_metadata).toEqual({ full_name: 'Kofi', lang: 'fr' });
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { supabase, email } = await signedUpClient(stack);
    const same = await supabase.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');

    const { error } = await supabase.auth.updateUser({ password: 'a-new-password-2' });
    expect(error).toBeNull();
    const fresh = await client(stack).auth.signInWithPassword({
      email,
      password: 'a-new-password-2',
    });
    expect(fresh.error).toBeNull();
    const old = await client(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
  });

  it('refuses an e-mail change with a clear message', async () => {
    const { supabase } = await signedUpClient(stack);
    const { error } = await supabase.auth.updateUser({ email: uniqueEmail('other') });
    expect(error?.status).toBe(422);
    expect(error?.message).toMatch(/not supported/);
  });
});
