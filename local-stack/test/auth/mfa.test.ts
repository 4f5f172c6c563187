import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { claimsOf, client, PASSWORD, signedUpClient, startAuthStack } from './helpers.js';

let stack: TestStack;
beforeAll(async () => {
  // Failure limits (per client and per account) are tested in *-limits.test.ts.
  stack = await startAuthStack();
});
afterAll(async () => {
  await stack?.stop();
});

function codeFor(secret: string, offsetSeconds = 0): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
  return totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

function wrongCode(secret: string): string {
  // A code valid at none of the accepted steps (now, ±30 s).
  const valid = new Set([-30, 0, 30].map((s) => codeFor(secret, s)));
  let code = 100000;
  while (valid.has(String(code))) code += 1;
  return String(code);
}

type Client = Awaited<ReturnType<typeof signedUpClient>>['supabase'];

async function enroll(supabase: Client, friendlyName = 'Authenticator') {
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error || !data) throw error ?? new Error('no enrollment');
  return data;
}

async function verifyWith(supabase: Client, factorId: string, code: string) {
  const challenge = await supabase.auth.mfa.challenge({ factorId });
  if (challenge.error || !challenge.data) throw challenge.error ?? new Error('no challenge');
  return supabase.auth.mfa.verify({ factorId, challengeId: challenge.data.id, code });
}

describe('TOTP MFA', () => {
  it('enrolls, challenges and verifies to an aal2 session with totp in amr', async () => {
    const { supabase, email } = await signedUpClient(stack);
    const factor = await enroll(supabase);
    expect(factor.type).toBe('totp');
    expect(factor.friendly_name).toBe('Authenticator');
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml')).toBe(true);
    expect(factor.totp.qr_code).toContain('<svg');
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(factor.totp.uri).toContain(encodeURIComponent(email));
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);

    const before = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data?.currentLevel).toBe('aal1');
    expect(before.data?.nextLevel).toBe('aal1');

    const challenge = await supabase.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.type).toBe('totp');
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);

    const verified = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code: codeFor(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((e) => e.method)).toEqual(expect.arrayContaining(['totp', 'password']));
    expect(claims.amr[0]?.timestamp).toBeGreaterThanOrEqual(claims.amr[1]?.timestamp ?? 0);

    const after = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data?.currentLevel).toBe('aal2');
    expect(after.data?.nextLevel).toBe('aal2');
    const methods = after.data?.currentAuthenticationMethods ?? [];
    expect(methods.map((m) => (typeof m === 'string' ? m : m.method))).toContain('totp');

    const factors = await supabase.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => [f.id, f.status])).toEqual([[factor.id, 'verified']]);

    // The refreshed session keeps aal2 and its amr.
    const refreshed = await supabase.auth.refreshSession();
    expect(claimsOf(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');
  });

  it('refuses a wrong code, and a verified challenge cannot be replayed', async () => {
    const { supabase } = await signedUpClient(stack);
    const factor = await enroll(supabase);
    const challenge = await supabase.auth.mfa.challenge({ factorId: factor.id });
    const challengeId = challenge.data?.id ?? '';
    const wrong = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: wrongCode(factor.totp.secret),
    });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('mfa_verification_failed');

    // A wrong code leaves the challenge usable, as in GoTrue.
    const right = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: codeFor(factor.totp.secret),
    });
    expect(right.error).toBeNull();
    const replay = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: codeFor(factor.totp.secret),
    });
    expect(replay.error?.code).toBe('mfa_factor_not_found');
  });

  it('refuses an expired challenge', async () => {
    const { supabase } = await signedUpClient(stack);
    const factor = await enroll(supabase);
    const challenge = await supabase.auth.mfa.challenge({ factorId: factor.id });
    await stack.ctx.db.query(
      `update auth.mfa_challenges set created_at = now() - interval '10 minutes' where id = $1::uuid`,
      [challenge.data?.id],
    );
    const { error } = await supabase.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code: codeFor(factor.totp.secret),
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('mfa_challenge_expired');
  });

  it('refuses a second factor with the same friendly name', async () => {
    const { supabase } = await signedUpClient(stack);
    await enroll(supabase, 'CSAN Authenticator');
    const { error } = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'CSAN Authenticator',
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('mfa_factor_name_conflict');
  });

  it('drops stale unverified factors on a new enrollment', async () => {
    const { supabase } = await signedUpClient(stack);
    const stale = await enroll(supabase, 'CSAN Authenticator');
    await stack.ctx.db.query(
      `update auth.mfa_factors set created_at = now() - interval '1 hour' where id = $1::uuid`,
      [stale.id],
    );
    const fresh = await enroll(supabase, 'CSAN Authenticator');
    const factors = await supabase.auth.mfa.listFactors();
    expect(factors.data?.all.map((f) => f.id)).toEqual([fresh.id]);
  });

  it('unenroll needs aal2; after it, a refresh drops the session to aal1', async () => {
    const { supabase, email } = await signedUpClient(stack);
    const factor = await enroll(supabase);
    expect((await verifyWith(supabase, factor.id, codeFor(factor.totp.secret))).error).toBeNull();

    // A new aal1 sign-in of the same user may not remove the verified factor.
    const second = client(stack);
    const signIn = await second.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const refused = await second.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('insufficient_aal');

    const removed = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data?.id).toBe(factor.id);
    // The current token still says aal2 until it is refreshed.
    const { data } = await supabase.auth.getSession();
    expect(claimsOf(data.session?.access_token ?? '').aal).toBe('aal2');
    const refreshed = await supabase.auth.refreshSession();
    const claims = claimsOf(refreshed.data.session?.access_token ?? '');
    expect(claims.aal).toBe('aal1');
    expect(claims.amr.map((e) => e.method)).not.toContain('totp');
  });

  it('lets only an aal2 session change the password once a factor is verified', async () => {
    const { supabase, email } = await signedUpClient(stack);
    const factor = await enroll(supabase);
    expect((await verifyWith(supabase, factor.id, codeFor(factor.totp.secret))).error).toBeNull();

    const aal1 = client(stack);
    expect((await aal1.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const refused = await aal1.auth.updateUser({ password: 'another-pass-3' });
    expect(refused.error?.status).toBe(401);
    expect(refused.error?.code).toBe('insufficient_aal');

    expect((await supabase.auth.updateUser({ password: 'another-pass-3' })).error).toBeNull();
  });
});
