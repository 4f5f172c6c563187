import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { authFetch, client, PASSWORD, signedUpClient, startAuthStack } from './helpers.js';
import { enrollVerified } from './totp.js';

// The product's password hook counts per account and client address (the hook's
// metadata.ip_address): wrong passwords from elsewhere never pause the owner. Clients are
// told apart by X-Forwarded-For, believed because 127.0.0.1 is a trusted proxy here.
let stack: TestStack;
beforeAll(async () => {
  stack = await startAuthStack({
    trustedProxies: ['127.0.0.1', '::1'],
    passwordVerificationAttemptHook:
      'pg-functions://postgres/public/hook_password_verification_attempt',
    mfaVerificationAttemptHook: 'pg-functions://postgres/public/hook_mfa_verification_attempt',
    emailMaxFrequency: 0,
  });
});
afterAll(async () => {
  await stack?.stop();
});

const PAUSED = /^Too many failed sign-in attempts: sign-in to this account is paused\./;

async function signInFrom(ip: string, email: string, password: string) {
  const response = await authFetch(stack, '/token?grant_type=password', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function failFrom(ips: string[], each: number, email: string) {
  for (const ip of ips) {
    for (let i = 0; i < each; i += 1) await signInFrom(ip, email, 'wrong-password-1');
  }
}

describe('sign-in lockout per account and address', () => {
  it('pauses the attacker’s address only: the owner (with MFA) signs in from theirs', async () => {
    const owner = await signedUpClient(stack);
    await enrollVerified(owner.supabase);
    await failFrom(['203.0.113.50'], 10, owner.email);
    const attacker = await signInFrom('203.0.113.50', owner.email, PASSWORD);
    expect(attacker.status).toBe(400);
    expect(String(attacker.body.message)).toMatch(PAUSED);

    // Spoofed addresses by the dozen do not pause the account anywhere else either.
    const spoofed = Array.from({ length: 8 }, (_, i) => `203.0.113.${60 + i}`);
    await failFrom(spoofed, 9, owner.email);
    const home = await signInFrom('198.51.100.7', owner.email, PASSWORD);
    expect(home.status).toBe(200);
  });

  it('lets the owner of an account paused from everywhere back in with a reset', async () => {
    const owner = await signedUpClient(stack);
    const spoofed = Array.from({ length: 6 }, (_, i) => `203.0.113.${80 + i}`);
    await failFrom(spoofed, 9, owner.email);
    expect(String((await signInFrom('198.51.100.8', owner.email, PASSWORD)).body.message)).toMatch(
      PAUSED,
    );

    // The recovery link signs in; the new password forgets every failure.
    await client(stack).auth.resetPasswordForEmail(owner.email);
    const mail = stack.ctx.mailbox.list().find((m) => m.to === owner.email);
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const response = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(
      new URL(response.headers.get('location') ?? '').hash.slice(1),
    );
    const browser = client(stack);
    await browser.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect((await browser.auth.updateUser({ password: 'a-new-password-2' })).error).toBeNull();
    expect((await signInFrom('198.51.100.8', owner.email, 'a-new-password-2')).status).toBe(200);
  });
});
