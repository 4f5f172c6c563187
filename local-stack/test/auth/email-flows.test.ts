import { createHash, randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client, PASSWORD, signedUpClient, startAuthStack, uniqueEmail } from './helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startAuthStack({ anonymousSignIns: true });
});
afterAll(async () => {
  await stack?.stop();
});

function lastMailTo(email: string) {
  const mail = stack.ctx.mailbox
    .list()
    .filter((m) => m.to === email)
    .at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  const code = /(?:enter the code|Enter the code): (\d{6})/.exec(mail.text)?.[1];
  return { mail, link, code };
}

class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the auth tests');
  }
}

/** A browser-like client in the PKCE flow, with a storage of its own for the verifier. */
function pkceClient(): SupabaseClient {
  const store = new Map<string, string>();
  return createClient(stack.url, stack.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
        removeItem: (key) => void store.delete(key),
      },
    },
    realtime: { transport: NoRealtime as never },
  });
}

const admin = () => client(stack, stack.serviceRoleKey).auth.admin;

describe('e-mail OTP and magic link', () => {
  it('signInWithOtp creates the user, mails a link and a code; the code signs in once', async () => {
    const email = uniqueEmail('otp');
    const sent = await client(stack).auth.signInWithOtp({
      email,
      options: { data: { hello: 'world' } },
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null });
    const { mail, link, code } = lastMailTo(email);
    expect(mail.subject).toBe('Your Magic Link');
    expect(new URL(link ?? '').searchParams.get('type')).toBe('magiclink');

    const verified = await client(stack).auth.verifyOtp({
      email,
      token: code ?? '',
      type: 'email',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.user_metadata).toMatchObject({ hello: 'world' });
    expect(decodeJwt(verified.data.session?.access_token ?? '').amr).toEqual([
      expect.objectContaining({ method: 'otp' }),
    ]);
    const again = await client(stack).auth.verifyOtp({ email, token: code ?? '', type: 'email' });
    expect(again.error?.code).toBe('otp_expired');
    expect(again.error?.message).toBe('Token has expired or is invalid');
  });

  it('the magic link redirects with a session in the fragment; a wrong code is 403', async () => {
    const { email } = await signedUpClient(stack);
    expect((await client(stack).auth.signInWithOtp({ email })).error).toBeNull();
    const wrong = await client(stack).auth.verifyOtp({ email, token: '000000', type: 'magiclink' });
    expect(wrong.error?.status).toBe(403);
    const { link } = lastMailTo(email);
    const response = await fetch(link ?? '', { redirect: 'manual' });
    expect(response.status).toBe(303);
    const fragment = new URLSearchParams(
      new URL(response.headers.get('location') ?? '').hash.slice(1),
    );
    expect(fragment.get('type')).toBe('magiclink');
    expect(decodeJwt(fragment.get('access_token') ?? '').email).toBe(email);
  });

  it('the 5th wrong code burns the mailed code: the right one then fails too', async () => {
    const { email } = await signedUpClient(stack);
    expect((await client(stack).auth.signInWithOtp({ email })).error).toBeNull();
    const { code } = lastMailTo(email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i += 1) {
      const { error } = await client(stack).auth.verifyOtp({ email, token: wrong, type: 'email' });
      expect(error?.code).toBe('otp_expired');
    }
    const right = await client(stack).auth.verifyOtp({ email, token: code ?? '', type: 'email' });
    expect(right.error?.code).toBe('otp_expired');
  });

  it('shouldCreateUser false refuses an unknown address; phone answers a JSON error', async () => {
    const refused = await client(stack).auth.signInWithOtp({
      email: uniqueEmail('nobody'),
      options: { shouldCreateUser: false },
    });
    expect(refused.error?.code).toBe('otp_disabled');
    const phone = await client(stack).auth.verifyOtp({
      phone: '+233200000000',
      token: '123456',
      type: 'phone_change',
    });
    expect(phone.error?.message).toContain('Token has expired or is invalid');
  });

  it('one mail per address a minute', async () => {
    const email = uniqueEmail('often');
    expect((await client(stack).auth.signInWithOtp({ email })).error).toBeNull();
    const second = await client(stack).auth.signInWithOtp({ email });
    expect(second.error?.code).toBe('over_email_send_rate_limit');
    expect(second.error?.status).toBe(429);
  });
});

describe('resend', () => {
  it('answers 200 for unknown and confirmed addresses; mails an unconfirmed sign-up again', async () => {
    expect(
      (await client(stack).auth.resend({ email: uniqueEmail(), type: 'signup' })).error,
    ).toBeNull();
    const { email } = await signedUpClient(stack);
    const before = stack.ctx.mailbox.list().length;
    expect((await client(stack).auth.resend({ email, type: 'signup' })).error).toBeNull();
    expect(stack.ctx.mailbox.list().length).toBe(before);

    const unconfirmed = uniqueEmail('unconfirmed');
    await admin().createUser({ email: unconfirmed, password: PASSWORD });
    expect(
      (await client(stack).auth.resend({ email: unconfirmed, type: 'signup' })).error,
    ).toBeNull();
    const { mail, code } = lastMailTo(unconfirmed);
    expect(mail.subject).toBe('Confirm Your Signup');
    const verified = await client(stack).auth.verifyOtp({
      email: unconfirmed,
      token: code ?? '',
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
  });
});

describe('PKCE', () => {
  it('signUp answers a session; a recovery link hands back a code exchanged once', async () => {
    const browser = pkceClient();
    const email = uniqueEmail('pkce');
    const signUp = await browser.auth.signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).not.toBeNull();

    const redirectTo = `${stack.ctx.config.siteUrl}/account`;
    expect((await browser.auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();
    const { link } = lastMailTo(email);
    const response = await fetch(link ?? '', { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    expect(location.hash).toBe('');
    const code = location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const exchanged = await browser.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(decodeJwt(exchanged.data.session?.access_token ?? '').amr).toEqual([
      expect.objectContaining({ method: 'recovery' }),
    ]);
    const reused = await fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ error_code: 'flow_state_not_found' });
  });

  it('a magic link in the PKCE flow; the wrong verifier is 403 bad_code_verifier', async () => {
    const { email } = await signedUpClient(stack);
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const otp = await fetch(`${stack.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, code_challenge: challenge, code_challenge_method: 's256' }),
    });
    expect(otp.status).toBe(200);
    const response = await fetch(lastMailTo(email).link ?? '', { redirect: 'manual' });
    const code = new URL(response.headers.get('location') ?? '').searchParams.get('code');
    const exchange = (codeVerifier: string) =>
      fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ auth_code: code, code_verifier: codeVerifier }),
      });
    const wrong = await exchange(randomBytes(32).toString('base64url'));
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error_code: 'bad_code_verifier' });
    const right = await exchange(verifier);
    expect(right.status).toBe(200);
    const session = (await right.json()) as { access_token: string; user: { email: string } };
    expect(session.user.email).toBe(email);
  });
});

describe('reauthenticate', () => {
  it('mails a nonce the password update must carry; a wrong nonce is refused', async () => {
    const { supabase, email } = await signedUpClient(stack);
    const sent = await supabase.auth.reauthenticate();
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null });
    const { mail, code } = lastMailTo(email);
    expect(mail.subject).toBe('Confirm reauthentication');
    const wrong = await supabase.auth.updateUser({ password: 'new-pass-1234', nonce: '000000' });
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    const right = await supabase.auth.updateUser({ password: 'new-pass-1234', nonce: code ?? '' });
    expect(right.error).toBeNull();
    const reused = await supabase.auth.updateUser({ password: 'new-pass-5678', nonce: code ?? '' });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
  });

  it('the 5th wrong nonce burns it', async () => {
    const { supabase, email } = await signedUpClient(stack);
    expect((await supabase.auth.reauthenticate()).error).toBeNull();
    const { code } = lastMailTo(email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i += 1) {
      const { error } = await supabase.auth.updateUser({ password: 'new-pass-1234', nonce: wrong });
      expect(error?.code).toBe('reauthentication_not_valid');
    }
    const right = await supabase.auth.updateUser({ password: 'new-pass-1234', nonce: code ?? '' });
    expect(right.error?.code).toBe('reauthentication_not_valid');
  });

  it('an anonymous user cannot reauthenticate', async () => {
    const anonymous = client(stack);
    expect((await anonymous.auth.signInAnonymously()).error).toBeNull();
    const { error } = await anonymous.auth.reauthenticate();
    expect(error?.message).toBe(
      'Reauthentication requires the user to have an email or a phone number',
    );
  });
});

describe('admin invite and generateLink', () => {
  it('inviteUserByEmail creates an invited user and mails the invite; the link confirms', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await admin().inviteUserByEmail(email, { data: { status: 'alpha' } });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ status: 'alpha' });
    const { mail, link } = lastMailTo(email);
    expect(mail.subject).toBe('You have been invited');
    const response = await fetch(link ?? '', { redirect: 'manual' });
    const fragment = new URLSearchParams(
      new URL(response.headers.get('location') ?? '').hash.slice(1),
    );
    expect(fragment.get('type')).toBe('invite');
    expect(decodeJwt(fragment.get('access_token') ?? '').email).toBe(email);

    const twice = await admin().inviteUserByEmail(email);
    expect(twice.error?.code).toBe('email_exists');
    const invalid = await admin().inviteUserByEmail('not-an-address');
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format');
  });

  it('generateLink answers the link properties (no mail) for sign-up, magic link and e-mail change', async () => {
    const email = uniqueEmail('generated');
    const before = stack.ctx.mailbox.list().length;
    const signup = await admin().generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
      options: { data: { status: 'alpha' } },
    });
    expect(signup.error).toBeNull();
    expect(signup.data.user?.user_metadata).toEqual({ status: 'alpha' });
    expect(signup.data.properties).toMatchObject({ verification_type: 'signup' });
    expect(signup.data.properties?.action_link).toMatch(/\?token=.*type=signup.*redirect_to=/);
    expect(stack.ctx.mailbox.list().length).toBe(before);
    const confirmed = await client(stack).auth.verifyOtp({
      token_hash: signup.data.properties?.hashed_token ?? '',
      type: 'signup',
    });
    expect(confirmed.error).toBeNull();

    const magic = await admin().generateLink({ type: 'magiclink', email });
    const byCode = await client(stack).auth.verifyOtp({
      email,
      token: magic.data.properties?.email_otp ?? '',
      type: 'magiclink',
    });
    expect(byCode.error).toBeNull();

    const newEmail = uniqueEmail('moved');
    const change = await admin().generateLink({ type: 'email_change_new', email, newEmail });
    expect(change.error).toBeNull();
    expect(change.data.user?.new_email).toBe(newEmail);
    expect(change.data.properties?.action_link).toMatch(/type=email_change/);
    const moved = await client(stack).auth.verifyOtp({
      token_hash: change.data.properties?.hashed_token ?? '',
      type: 'email_change',
    });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.email).toBe(newEmail);

    const invalid = await admin().generateLink({ type: 'signup', email: 'x@', password: PASSWORD });
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format');
    expect(invalid.data.properties).toBeNull();
    const unknown = await admin().generateLink({ type: 'magiclink', email: uniqueEmail() });
    expect(unknown.error?.code).toBe('user_not_found');
  });
});

describe('admin MFA factors', () => {
  it('lists and deletes a user factor', async () => {
    const { supabase, user } = await signedUpClient(stack);
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();
    const listed = await admin().mfa.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors.map((f) => f.id)).toEqual([enrolled.data?.id]);
    const deleted = await admin().mfa.deleteFactor({
      userId: user.id,
      id: enrolled.data?.id ?? '',
    });
    expect(deleted.error).toBeNull();
    // auth-js wraps the deleted factor once more: { data: { data: factor } }.
    expect((deleted.data as unknown as { data: { id: string } }).data.id).toBe(enrolled.data?.id);
    expect((await admin().mfa.listFactors({ userId: user.id })).data?.factors).toEqual([]);
    const missing = await admin().mfa.deleteFactor({
      userId: user.id,
      id: enrolled.data?.id ?? '',
    });
    expect(missing.error?.status).toBe(404);
  });
});

describe('anonymous sign-ins', () => {
  it('sign in anonymously with metadata when enabled', async () => {
    const anonymous = client(stack);
    const { data, error } = await anonymous.auth.signInAnonymously({
      options: { data: { color: 'blue' } },
    });
    expect(error).toBeNull();
    expect(data.user?.is_anonymous).toBe(true);
    expect(data.user?.user_metadata).toEqual({ color: 'blue' });
    expect(data.user?.identities).toEqual([]);
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated' });
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'anonymous' })]);
  });

  it('answers 422 anonymous_provider_disabled when disabled (the default)', async () => {
    const disabled = await startAuthStack();
    try {
      const { error } = await client(disabled).auth.signInAnonymously();
      expect(error?.code).toBe('anonymous_provider_disabled');
      expect(error?.status).toBe(422);
    } finally {
      await disabled.stop();
    }
  });
});
