import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { authFetch, client, signedUpClient, startAuthStack } from './helpers.js';

// Issue 25 item 4: the magic link's token_hash was SHA-224(address + 6-digit code), so anyone
// knowing the address could compute the link of every code and try them from rotating
// addresses; nothing counted them against the account. The link is now keyed with a server
// secret, and wrong codes are counted per account whatever address sends them.
let stack: TestStack;
beforeAll(async () => {
  // Behind a proxy on loopback, so each guess can come from an address of its own.
  stack = await startAuthStack({ emailMaxFrequency: 0, trustedProxies: ['127.0.0.1'] });
});
afterAll(async () => {
  await stack?.stop();
});

function lastMail(email: string) {
  const mail = stack.ctx.mailbox.list().find((m) => m.to === email);
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  const code = /enter the code: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
  return { link, code };
}

const sha224 = (text: string) => createHash('sha224').update(text).digest('hex');

const verifyFrom = (address: string, body: Record<string, string>) =>
  authFetch(stack, '/verify', {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });

describe('e-mailed magic-link codes', () => {
  it('a token_hash computed from the address and the right code does not sign in', async () => {
    const { email } = await signedUpClient(stack);
    expect((await client(stack).auth.signInWithOtp({ email })).error).toBeNull();
    const { link, code } = lastMail(email);
    const computed = sha224(email + code);
    expect(new URL(link).searchParams.get('token')).not.toBe(computed);
    // The attack of the issue, from a new address per guess: the planted code's hash among them.
    const guesses = ['000001', '000002', code].map((guess) => sha224(email + guess));
    for (const [i, token_hash] of guesses.entries()) {
      const res = await verifyFrom(`198.51.100.${i + 1}`, { type: 'magiclink', token_hash });
      expect(res.status).toBe(403);
    }
    // The mailed link (and code) still work for the owner.
    const response = await fetch(link, { redirect: 'manual' });
    expect(decodeURIComponent(response.headers.get('location') ?? '')).toContain('access_token=');
  });

  it('the 5th wrong code burns it even when every guess comes from another address', async () => {
    const { email } = await signedUpClient(stack);
    expect((await client(stack).auth.signInWithOtp({ email })).error).toBeNull();
    const { code } = lastMail(email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i += 1) {
      const res = await verifyFrom(`203.0.113.${i + 1}`, { type: 'email', email, token: wrong });
      expect(res.status).toBe(403);
    }
    const right = await verifyFrom('203.0.113.99', { type: 'email', email, token: code });
    expect(right.status).toBe(403);
  });
});
