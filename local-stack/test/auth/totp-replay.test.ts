import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client, PASSWORD, signedUpClient, startAuthStack } from './helpers.js';
import { codeFor, enrollVerified, verifyWith } from './totp.js';

// Issue 25 item 7: a TOTP code already used was accepted again in another session within its
// window. Each factor now takes a time step once.
let stack: TestStack;
beforeAll(async () => {
  stack = await startAuthStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('a used TOTP code', () => {
  it('is refused when replayed in another session within its window', async () => {
    const { supabase, email } = await signedUpClient(stack);
    const { factorId, secret } = await enrollVerified(supabase);
    // (Whichever step the enrolment took, no later test step collides with it.)
    const used = (offset: number) => codeFor(secret, offset);
    // The owner signs in on another device with the code their app shows now.
    const owner = client(stack);
    await owner.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await verifyWith(owner, factorId, used(0))).error).toBeNull();
    // The attacker has the password and saw that code: it is spent, as is the one before it.
    const other = client(stack);
    expect((await other.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const replayed = await verifyWith(other, factorId, used(0));
    const previous = await verifyWith(other, factorId, used(-30));
    expect(replayed.error?.code).toBe('mfa_verification_failed');
    expect(previous.error?.code).toBe('mfa_verification_failed');
    // The next code (one step of skew ahead) is new and passes.
    expect((await verifyWith(other, factorId, used(30))).error).toBeNull();
    // And only once.
    const third = client(stack);
    await third.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await verifyWith(third, factorId, used(30))).error?.code).toBe(
      'mfa_verification_failed',
    );
  });
});
