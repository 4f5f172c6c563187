import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client, signedUpClient, startAuthStack, uniqueEmail } from './helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startAuthStack();
});
afterAll(async () => {
  await stack?.stop();
});

function mailTo(email: string) {
  const mail = stack.ctx.mailbox.list().find((m) => m.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  const code = /enter the code: (\d{6})/.exec(mail.text)?.[1];
  if (!link || !code) throw new Error(`mail without link or code: ${mail.text}`);
  return { mail, link, code };
}

describe('password recovery', () => {
  it('mails a link whose 303 fragment is a session supabase-js can adopt', async () => {
    const { email, user } = await signedUpClient(stack);
    const redirectTo = `${stack.ctx.config.siteUrl}/account`;
    const sent = await client(stack).auth.resetPasswordForEmail(email, { redirectTo });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({});

    const { mail, link } = mailTo(email);
    expect(mail.subject).toBe('Reset Your Password');
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
    expect(mail.html).toContain('Reset Password');

    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);

    const browser = client(stack);
    const adopted = await browser.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(adopted.error).toBeNull();
    expect(adopted.data.user?.id).toBe(user.id);
    const changed = await browser.auth.updateUser({ password: 'recovered-pass-9' });
    expect(changed.error).toBeNull();
    const signIn = await client(stack).auth.signInWithPassword({
      email,
      password: 'recovered-pass-9',
    });
    expect(signIn.error).toBeNull();

    // Single use: the same link now redirects with otp_expired in the fragment.
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    const failed = new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1));
    expect(failed.get('error')).toBe('access_denied');
    expect(failed.get('error_code')).toBe('otp_expired');
    expect(failed.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('ignores a redirect_to outside the site URL', async () => {
    const { email } = await signedUpClient(stack);
    await client(stack).auth.resetPasswordForEmail(email, {
      redirectTo: 'https://evil.example/steal',
    });
    const { link } = mailTo(email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(stack.ctx.config.siteUrl);
    const response = await fetch(link, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe(new URL(stack.ctx.config.siteUrl).origin);
    expect(new URLSearchParams(location.hash.slice(1)).get('access_token')).toBeTruthy();
  });

  it('answers {} for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const { data, error } = await client(stack).auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(stack.ctx.mailbox.list().some((m) => m.to === email)).toBe(false);
  });

  it('sends at most one mail per minute per address', async () => {
    const { email } = await signedUpClient(stack);
    expect((await client(stack).auth.resetPasswordForEmail(email)).error).toBeNull();
    const { error } = await client(stack).auth.resetPasswordForEmail(email);
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
  });

  it('verifies the e-mailed code with verifyOtp, once', async () => {
    const { email, user } = await signedUpClient(stack);
    await client(stack).auth.resetPasswordForEmail(email);
    const { code } = mailTo(email);
    const wrong = await client(stack).auth.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'recovery',
    });
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.code).toBe('otp_expired');

    const browser = client(stack);
    const { data, error } = await browser.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(user.id);
    expect((await browser.auth.getUser()).data.user?.id).toBe(user.id);

    const replay = await client(stack).auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(replay.error?.code).toBe('otp_expired');
  });

  it('verifies a token_hash and refuses an expired one', async () => {
    const { email } = await signedUpClient(stack);
    await client(stack).auth.resetPasswordForEmail(email);
    const { link } = mailTo(email);
    const tokenHash = new URL(link).searchParams.get('token') ?? '';

    // Age the code past its hour: it must no longer verify.
    await stack.ctx.db.query(
      `update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1`,
      [email],
    );
    const expired = await client(stack).auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(expired.error?.code).toBe('otp_expired');

    await stack.ctx.db.query(`update auth.users set recovery_sent_at = now() where email = $1`, [
      email,
    ]);
    const ok = await client(stack).auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(email);
  });
});
