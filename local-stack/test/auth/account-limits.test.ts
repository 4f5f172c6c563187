import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client, PASSWORD, signedUpClient, startAuthStack } from './helpers.js';
import { codeFor, enrollVerified, freshCode, verifyWith, wrongCode } from './totp.js';

// The product's per-account limits (supabase/migrations/*_auth_attempt_limits.sql)
// wired as Supabase's Password / MFA Verification Attempt hooks. Time passing is
// simulated by moving the recorded timestamps back, so nothing here waits.
let stack: TestStack;
beforeAll(async () => {
  stack = await startAuthStack({
    passwordVerificationAttemptHook:
      'pg-functions://postgres/public/hook_password_verification_attempt',
    mfaVerificationAttemptHook: 'pg-functions://postgres/public/hook_mfa_verification_attempt',
  });
});
afterAll(async () => {
  await stack?.stop();
});

const INVALID = 'Invalid login credentials';
const SLOWED = /^Too many failed sign-in attempts\. Try again in (\d+ seconds|1 minute)\.$/;
const PAUSED =
  /^Too many failed sign-in attempts: sign-in to this account is paused\. Try again in 1[45] minutes\.$/;

/** Pretends `seconds` have passed for the account's recorded failures. */
async function rewind(userId: string, kind: 'password' | 'mfa', seconds: number) {
  await stack.ctx.db.query(
    `update public.auth_attempt_counters
        set last_failed_at = last_failed_at - make_interval(secs => $3),
            locked_until = locked_until - make_interval(secs => $3)
      where user_id = $1::uuid and kind = $2`,
    [userId, kind, seconds],
  );
}

async function counter(userId: string, kind: 'password' | 'mfa') {
  const { rows } = await stack.ctx.db.query<{ failures: number; locked: boolean }>(
    // Password failures count per client address (this client's row first) and for the
    // whole account; MFA failures for the whole account only.
    `select failures, locked_until is not null as locked from public.auth_attempt_counters
      where user_id = $1::uuid and kind = $2 order by client_address desc limit 1`,
    [userId, kind],
  );
  return rows[0];
}

const signIn = (email: string, password = PASSWORD) =>
  client(stack).auth.signInWithPassword({ email, password });

async function failTimes(email: string, times: number) {
  const messages: string[] = [];
  for (let i = 0; i < times; i += 1) {
    const { error } = await signIn(email, 'wrong-password-1');
    messages.push(error?.message ?? 'no error');
  }
  return messages;
}

describe('failed password attempts per account', () => {
  it('slows the account after 5 failures, rejecting even the right password, until the back-off passes', async () => {
    const { email, user } = await signedUpClient(stack);
    const messages = await failTimes(email, 5);
    expect(messages.slice(0, 4)).toEqual(Array(4).fill(INVALID));
    expect(messages[4]).toBe('Too many failed sign-in attempts. Try again in 30 seconds.');

    const early = await signIn(email);
    expect(early.data.session).toBeNull();
    expect(early.error?.status).toBe(400);
    expect(early.error?.code).toBe('invalid_credentials');
    expect(early.error?.message).toMatch(SLOWED);

    await rewind(user.id, 'password', 31);
    const later = await signIn(email);
    expect(later.error).toBeNull();
    expect(later.data.session?.user.id).toBe(user.id);
    // The success cleared the count.
    expect(await counter(user.id, 'password')).toBeUndefined();
  });

  it('grows the back-off with every further failure', async () => {
    const { email, user } = await signedUpClient(stack);
    await failTimes(email, 5);
    await rewind(user.id, 'password', 31);
    expect(await failTimes(email, 1)).toEqual([
      'Too many failed sign-in attempts. Try again in 1 minute.',
    ]);
    await rewind(user.id, 'password', 31);
    expect((await signIn(email)).error?.message).toMatch(SLOWED);
    await rewind(user.id, 'password', 30);
    expect((await signIn(email)).error).toBeNull();
  });

  it('refuses the account for 15 minutes after 10 failures', async () => {
    const { email, user } = await signedUpClient(stack);
    const messages = await failTimes(email, 10);
    expect(messages[9]).toMatch(PAUSED);
    expect((await signIn(email)).error?.message).toMatch(PAUSED);

    await rewind(user.id, 'password', 14 * 60);
    const stillPaused = await signIn(email);
    expect(stillPaused.error?.message).toBe(
      'Too many failed sign-in attempts: sign-in to this account is paused. Try again in 1 minute.',
    );
    await rewind(user.id, 'password', 61);
    expect((await signIn(email)).error).toBeNull();
  });

  it('starts counting afresh after a success or 15 quiet minutes', async () => {
    const { email, user } = await signedUpClient(stack);
    await failTimes(email, 4);
    expect((await signIn(email)).error).toBeNull();
    expect(await failTimes(email, 4)).toEqual(Array(4).fill(INVALID));

    await rewind(user.id, 'password', 15 * 60 + 1);
    expect(await failTimes(email, 4)).toEqual(Array(4).fill(INVALID));
    expect(await counter(user.id, 'password')).toEqual({ failures: 4, locked: false });
  });

  it('counts every one of many parallel failures', async () => {
    const { email, user } = await signedUpClient(stack);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => signIn(email, 'wrong-password-1')),
    );
    expect(results.every((r) => r.error?.code === 'invalid_credentials')).toBe(true);
    expect(await counter(user.id, 'password')).toEqual({ failures: 12, locked: true });
    expect((await signIn(email)).error?.message).toMatch(PAUSED);
  });

  it('keeps the counter out of every client’s reach', async () => {
    const { supabase, email } = await signedUpClient(stack);
    await failTimes(email, 2);
    const { data, error } = await supabase.from('auth_attempt_counters').select('*');
    expect(data ?? []).toEqual([]);
    expect(error?.code).toBe('42501');
  });
});

describe('failed MFA codes per account', () => {
  it('rejects after 5 wrong codes, ends the sessions, and lets the right code through after the back-off', async () => {
    const { supabase, email, user } = await signedUpClient(stack);
    const { factorId, secret } = await enrollVerified(supabase);

    const aal1 = client(stack);
    expect((await aal1.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    for (let i = 0; i < 4; i += 1) {
      const wrong = await verifyWith(aal1, factorId, wrongCode(secret));
      expect(wrong.error?.status).toBe(422);
      expect(wrong.error?.code).toBe('mfa_verification_failed');
    }
    const fifth = await verifyWith(aal1, factorId, wrongCode(secret));
    expect(fifth.error?.status).toBe(403);
    expect(fifth.error?.code).toBe('mfa_verification_rejected');
    expect(fifth.error?.message).toBe(
      'Too many failed verification codes. Sign in again in 30 seconds.',
    );
    // GoTrue logs the user out on a rejection: the aal2 session from enrolment is gone too.
    const { rows } = await stack.ctx.db.query('select 1 from auth.sessions where user_id = $1', [
      user.id,
    ]);
    expect(rows).toEqual([]);
    const { error: gone } = await supabase.auth.getUser();
    expect(gone?.name).toBe('AuthSessionMissingError');

    const again = client(stack);
    expect((await again.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const early = await verifyWith(again, factorId, codeFor(secret));
    expect(early.error?.code).toBe('mfa_verification_rejected');

    await rewind(user.id, 'mfa', 31);
    const fresh = client(stack);
    expect((await fresh.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    // The same step as the refused early code: a right code refused during the back-off is
    // not spent (the enrolment used the step before).
    const ok = await verifyWith(fresh, factorId, freshCode(secret));
    expect(ok.error).toBeNull();
    expect(ok.data?.access_token).toBeTruthy();
    expect(await counter(user.id, 'mfa')).toBeUndefined();
  });

  it('counts parallel wrong codes, and pauses MFA verification for 15 minutes after 10', async () => {
    const { supabase, email, user } = await signedUpClient(stack);
    const { factorId, secret } = await enrollVerified(supabase);
    const aal1 = client(stack);
    expect((await aal1.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => verifyWith(aal1, factorId, wrongCode(secret))),
    );
    expect(results.map((r) => r.error?.code)).toEqual(Array(4).fill('mfa_verification_failed'));
    expect(await counter(user.id, 'mfa')).toEqual({ failures: 4, locked: false });

    // Each rejection ends the session, so every further guess needs a fresh sign-in.
    let last = '';
    for (let i = 0; i < 6; i += 1) {
      const guesser = client(stack);
      await guesser.auth.signInWithPassword({ email, password: PASSWORD });
      last = (await verifyWith(guesser, factorId, wrongCode(secret))).error?.message ?? '';
    }
    expect(await counter(user.id, 'mfa')).toEqual({ failures: 10, locked: true });
    const paused =
      /^Too many failed verification codes: MFA verification for this account is paused\. Sign in again in 1[45] minutes\.$/;
    expect(last).toMatch(paused);

    const again = client(stack);
    expect((await again.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await verifyWith(again, factorId, codeFor(secret))).error?.message).toMatch(paused);
  });
});

describe('failed backup codes per account (redeem_mfa_backup_code through /rest/v1/rpc)', () => {
  it('counts with the TOTP codes, answers the refusal with the wait, and keeps the code unspent', async () => {
    const { supabase, email, user } = await signedUpClient(stack);
    const { factorId, secret } = await enrollVerified(supabase);
    await stack.ctx.db.query(
      `insert into public.mfa_backup_codes (user_id, code_hash)
       values ($1, encode(sha256('AB12CD34'::bytea), 'hex'))`,
      [user.id],
    );
    const aal1 = client(stack);
    expect((await aal1.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    // Two wrong TOTP codes and two wrong backup codes: four failures in one count.
    for (let i = 0; i < 2; i += 1) await verifyWith(aal1, factorId, wrongCode(secret));
    for (let i = 0; i < 2; i += 1) {
      const wrong = await aal1.rpc('redeem_mfa_backup_code', { backup_code: 'ZZZZ9999' });
      expect(wrong).toMatchObject({ error: null, data: { valid: false, remaining: 1 } });
    }
    expect(await counter(user.id, 'mfa')).toEqual({ failures: 4, locked: false });
    // The 5th failure is answered (200) with the refusal, and stays recorded.
    const fifth = await aal1.rpc('redeem_mfa_backup_code', { backup_code: 'ZZZZ9999' });
    expect(fifth).toMatchObject({
      error: null,
      data: {
        valid: false,
        limited: 'slowed',
        retry_after: 30,
        message: 'Too many failed verification codes. Try again in 30 seconds.',
      },
    });
    expect(await counter(user.id, 'mfa')).toEqual({ failures: 5, locked: false });
    const right = await aal1.rpc('redeem_mfa_backup_code', { backup_code: 'AB12CD34' });
    expect(right.data).toMatchObject({ valid: false, limited: 'slowed' });
    // Unlike the TOTP hook's rejection, this one leaves the session alive.
    expect((await aal1.auth.getUser()).error).toBeNull();

    await rewind(user.id, 'mfa', 31);
    const after = await aal1.rpc('redeem_mfa_backup_code', { backup_code: 'AB12CD34' });
    expect(after.data).toEqual({ valid: true, remaining: 0 });
    expect(await counter(user.id, 'mfa')).toBeUndefined();
  });
});
