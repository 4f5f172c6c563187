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
import { enrollVerified, verifyWith, wrongCode } from './totp.js';

// Per-client (IP) limits. Clients are told apart by X-Forwarded-For, believed here
// because this stack names 127.0.0.1 a trusted proxy; supabase-js clients come from it.
let stack: TestStack;
beforeAll(async () => {
  stack = await startAuthStack({
    trustedProxies: ['127.0.0.1', '::1'],
    rateLimits: {
      token: { max: 3, windowSeconds: 300 },
      verify: { max: 2, windowSeconds: 300 },
      mfaVerifyFailures: { max: 3, windowSeconds: 300 },
    },
  });
});
afterAll(async () => {
  await stack?.stop();
});

function signInFrom(ip: string, email: string, password: string) {
  return authFetch(stack, '/token?grant_type=password', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ email, password }),
  });
}

describe('failed password sign-ins per client', () => {
  it('never limits successful sign-ins', async () => {
    const { email } = await signedUpClient(stack);
    for (let i = 0; i < 6; i += 1) {
      expect((await signInFrom('198.51.100.1', email, PASSWORD)).status).toBe(200);
    }
  });

  it('answers 429 over_request_rate_limit after the limit of failures, across accounts', async () => {
    const ip = '198.51.100.2';
    const a = await signedUpClient(stack);
    const b = await signedUpClient(stack);
    expect((await signInFrom(ip, a.email, 'wrong-password-1')).status).toBe(400);
    expect((await signInFrom(ip, b.email, 'wrong-password-1')).status).toBe(400);
    expect((await signInFrom(ip, uniqueEmail('nobody'), 'wrong-password-1')).status).toBe(400);

    // Even the right password of a fourth account is refused from that client now.
    const c = await signedUpClient(stack);
    const blocked = await signInFrom(ip, c.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    // Another client is not affected.
    expect((await signInFrom('198.51.100.3', c.email, PASSWORD)).status).toBe(200);
  });

  it('counts parallel failures exactly', async () => {
    const { email } = await signedUpClient(stack);
    const statuses = await Promise.all(
      Array.from(
        { length: 10 },
        async () => (await signInFrom('198.51.100.4', email, 'wrong-password-1')).status,
      ),
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('reaches supabase-js as an AuthApiError with status 429', async () => {
    const { email } = await signedUpClient(stack);
    for (let i = 0; i < 3; i += 1) {
      await client(stack).auth.signInWithPassword({ email, password: 'wrong-password-1' });
    }
    const { error } = await client(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
  });
});

describe('failed MFA codes per client', () => {
  it('answers 429 after the limit of wrong codes from one client, a success not counting', async () => {
    const first = await signedUpClient(stack);
    const one = await enrollVerified(first.supabase);
    const second = await signedUpClient(stack);
    const two = await enrollVerified(second.supabase);

    expect(
      (await verifyWith(first.supabase, one.factorId, wrongCode(one.secret))).error?.code,
    ).toBe('mfa_verification_failed');
    expect(
      (await verifyWith(second.supabase, two.factorId, wrongCode(two.secret))).error?.code,
    ).toBe('mfa_verification_failed');
    expect(
      (await verifyWith(first.supabase, one.factorId, wrongCode(one.secret))).error?.code,
    ).toBe('mfa_verification_failed');
    const blocked = await verifyWith(second.supabase, two.factorId, wrongCode(two.secret));
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');
  });
});

describe('/verify per client', () => {
  it('limits /verify attempts, so codes cannot be guessed', async () => {
    const { email } = await signedUpClient(stack);
    const guess = () => client(stack).auth.verifyOtp({ email, token: '123456', type: 'recovery' });
    expect((await guess()).error?.code).toBe('otp_expired');
    expect((await guess()).error?.code).toBe('otp_expired');
    const blocked = await guess();
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');
  });
});
