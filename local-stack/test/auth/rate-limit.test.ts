import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client, PASSWORD, signedUpClient, startAuthStack } from './helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startAuthStack({
    rateLimits: {
      token: { max: 3, windowSeconds: 300 },
      verify: { max: 2, windowSeconds: 300 },
    },
  });
});
afterAll(async () => {
  await stack?.stop();
});

describe('rate limits', () => {
  it('answers 429 over_request_rate_limit past the password sign-in limit per IP', async () => {
    const { email } = await signedUpClient(stack);
    for (let i = 0; i < 3; i += 1) {
      const attempt = await client(stack).auth.signInWithPassword({ email, password: PASSWORD });
      expect(attempt.error).toBeNull();
    }
    const { error } = await client(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
  });

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
