import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { signIn, signInAal2, startSeededStack } from './seeded.js';

// remove-mfa-factors (the admin console's MFA support → Remove authenticator, for a lost
// device) on the seeded stack: who may call it, and the partner's factor really going.
let stack: TestStack;
let admin: SupabaseClient;
beforeAll(async () => {
  stack = await startSeededStack();
  admin = await signInAal2(stack, 'admin');
});
afterAll(async () => {
  await stack?.stop();
});

const PARTNER = '00000000-0000-4000-8000-000000000005';

async function remove(caller: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await caller.functions.invoke('remove-mfa-factors', { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context: Response }).context;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('remove-mfa-factors', () => {
  it('refuses a member (403) and an admin at aal1 (403, says why)', async () => {
    expect(await remove(await signIn(stack, 'student'), { userId: PARTNER })).toMatchObject({
      status: 403,
      body: { error: 'Only administrators can do this' },
    });
    expect(await remove(await signIn(stack, 'admin'), { userId: PARTNER })).toMatchObject({
      status: 403,
      body: {
        error: 'Verify your authenticator code (MFA) in this session before making admin changes',
      },
    });
  });

  it('answers 400 for a bad id and 404 for an unknown member', async () => {
    expect(await remove(admin, { userId: 'nope' })).toMatchObject({ status: 400 });
    expect(await remove(admin, { userId: '00000000-0000-4000-8000-0000000000ff' })).toMatchObject({
      status: 404,
      body: { error: 'User not found' },
    });
  });

  it("removes the member's factor: they sign in at aal1 with no factor, and it is audited", async () => {
    expect(await remove(admin, { userId: PARTNER })).toMatchObject({
      status: 200,
      body: { ok: true, removed: 1, message: 'Removed 1 authenticator' },
    });
    const partner = await signIn(stack, 'partner');
    const factors = await partner.auth.mfa.listFactors();
    expect(factors.data?.totp).toEqual([]);
    const { data: audit } = await admin
      .from('audit_logs')
      .select('user_role, action_details')
      .eq('action_type', 'mfa_factors_removed');
    expect(audit).toEqual([
      {
        user_role: 'admin',
        action_details: { target_user_id: PARTNER, factors_removed: 1 },
      },
    ]);
  });
});
