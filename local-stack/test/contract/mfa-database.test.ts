import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';
import { DEMO, signIn, signInAal2, startSeededStack } from './seeded.js';

// A member with a verified authenticator who signed in with the password alone (aal1) owes the
// MFA code step: through the API they reach what a visitor reaches, and nothing of theirs.
let stack: TestStack;
beforeAll(async () => {
  stack = await startSeededStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function accessClaims(supabase: Awaited<ReturnType<typeof signIn>>) {
  const { data } = await supabase.auth.getSession();
  return decodeJwt(data.session?.access_token ?? '');
}

describe('a member with a verified factor, signed in with the password alone', () => {
  it('holds a GoTrue-shaped token: aal1, amr [password]', async () => {
    const partner = await signIn(stack, 'partner');
    const claims = await accessClaims(partner);
    expect(claims).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] });
    expect((claims.amr as { timestamp: number }[])[0]?.timestamp).toEqual(expect.any(Number));
  });

  it('reads no profile, transaction, subscription or directory card and updates nothing', async () => {
    const partner = await signIn(stack, 'partner');
    const own = DEMO.partner.id;
    expect((await partner.from('profiles').select('user_id').eq('user_id', own)).data).toEqual([]);
    expect((await partner.from('transactions').select('id')).data).toEqual([]);
    expect((await partner.from('subscriptions').select('id')).data).toEqual([]);
    expect((await partner.from('public_member_profiles').select('user_id')).data).toEqual([]);
    const update = await partner
      .from('profiles')
      .update({ job_title: 'Changed at aal1' })
      .eq('user_id', own)
      .select('user_id');
    expect(update.data).toEqual([]);
    // What a visitor reads still answers.
    expect((await partner.from('membership_pricing').select('tier')).data?.length).toBeGreaterThan(
      0,
    );
  });

  it('reads and updates their own rows after the code step (aal2)', async () => {
    const partner = await signInAal2(stack, 'partner');
    const claims = await accessClaims(partner);
    expect(claims).toMatchObject({
      aal: 'aal2',
      amr: [{ method: 'totp' }, { method: 'password' }],
    });
    const own = DEMO.partner.id;
    expect((await partner.from('profiles').select('user_id').eq('user_id', own)).data).toEqual([
      { user_id: own },
    ]);
    expect((await partner.from('transactions').select('id')).data?.length).toBeGreaterThan(0);
    const update = await partner
      .from('profiles')
      .update({ job_title: 'Analyst' })
      .eq('user_id', own)
      .select('user_id');
    expect(update.data).toEqual([{ user_id: own }]);
  });
});

describe('an admin owing the code step', () => {
  it('is refused the admin procedures and reads no member data', async () => {
    const admin = await signIn(stack, 'admin');
    const directory = await admin.rpc('admin_user_directory');
    expect(directory.error).toMatchObject({ code: '42501' });
    expect((await admin.from('profiles').select('user_id')).data).toEqual([]);
    expect((await admin.from('audit_logs').select('*')).data).toEqual([]);
  });
});

describe('rpc/assert_admin (void, execute revoked from anon)', () => {
  it('is refused to a visitor, not answered 204', async () => {
    const { status, error } = await client(stack).rpc('assert_admin');
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
  });
});
