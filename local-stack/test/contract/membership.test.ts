import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';
import { DEMO, type DemoName, signIn, signInAal2, startSeededStack } from './seeded.js';

// The membership data reads and writes: access flags, tier, admin role,
// subscriptions, transactions and pricing, as anon / members / admin.
// Not covered (edge functions not written yet): validate-discount-code,
// initialize-payment, verify-payment.

let stack: TestStack;
let anon: SupabaseClient;
const as = {} as Record<'admin' | 'student' | 'partner' | 'kwame' | 'professional', SupabaseClient>;

beforeAll(async () => {
  stack = await startSeededStack();
  anon = client(stack);
  for (const who of ['admin', 'student', 'partner', 'kwame', 'professional'] as const) {
    as[who] =
      who === 'admin' || who === 'partner'
        ? await signInAal2(stack, who)
        : await signIn(stack, who);
  }
});
afterAll(async () => {
  await stack?.stop();
});

describe('profiles: access flags, tier, name, mfa_enabled', () => {
  const flags = 'is_lms_active, is_cert_partner, has_premium_tool_access';

  it.each([
    ['partner', true],
    ['student', false],
  ] as const)('%s reads own access flags (all %s)', async (who, value) => {
    const { data, error } = await as[who]
      .from('profiles')
      .select(flags)
      .eq('user_id', DEMO[who].id);
    expect(error).toBeNull();
    expect(data).toEqual([
      { is_lms_active: value, is_cert_partner: value, has_premium_tool_access: value },
    ]);
  });

  it.each([
    ['student', 'Student', 'Kofi Student'],
    ['professional', 'Professional', 'Efua Professional'],
    ['admin', null, 'Ama Owusu (Admin)'],
  ] as const)('%s reads own membership_tier and full_name as one row', async (who, tier, name) => {
    const tierRow = await as[who]
      .from('profiles')
      .select('membership_tier')
      .eq('user_id', DEMO[who].id)
      .single();
    expect(tierRow).toMatchObject({ error: null, data: { membership_tier: tier } });
    const nameRow = await as[who]
      .from('profiles')
      .select('full_name')
      .eq('user_id', DEMO[who].id)
      .single();
    expect(nameRow.data).toEqual({ full_name: name });
    const mfa = await as[who].from('profiles').select('mfa_enabled').eq('user_id', DEMO[who].id);
    expect(mfa.data).toEqual([{ mfa_enabled: who === 'admin' }]);
  });

  it("RLS: a member's single-row read of another profile finds nothing; the admin finds it", async () => {
    const other = await as.student
      .from('profiles')
      .select('membership_tier')
      .eq('user_id', DEMO.partner.id)
      .single();
    expect(other.error?.code).toBe('PGRST116');
    const admin = await as.admin
      .from('profiles')
      .select('membership_tier')
      .eq('user_id', DEMO.partner.id)
      .single();
    expect(admin.data).toEqual({ membership_tier: 'Professional' });
    const visitor = await anon.from('profiles').select('user_id');
    expect(visitor).toMatchObject({ error: null, data: [] });
  });

  it('a member cannot raise own membership_tier nor grant own access flags', async () => {
    const tier = await as.student
      .from('profiles')
      .update({ membership_tier: 'Corporate' })
      .eq('user_id', DEMO.student.id);
    expect(tier.error?.code).toBe('42501');
    const flag = await as.student
      .from('profiles')
      .update({ is_lms_active: true })
      .eq('user_id', DEMO.student.id);
    expect(flag.error).toMatchObject({
      code: '42501',
      message: 'Only administrators can change access flags',
    });
    const after = await as.student
      .from('profiles')
      .select('membership_tier, is_lms_active')
      .eq('user_id', DEMO.student.id)
      .single();
    expect(after.data).toEqual({ membership_tier: 'Student', is_lms_active: false });
  });
});

describe('admin role: user_roles and has_role', () => {
  it.each([
    ['admin', [{ role: 'admin' }], true],
    ['student', [], false],
  ] as const)('%s: user_roles row and has_role agree', async (who, rows, isAdmin) => {
    const roles = await as[who]
      .from('user_roles')
      .select('role')
      .eq('user_id', DEMO[who].id)
      .eq('role', 'admin');
    expect(roles).toMatchObject({ error: null, data: rows });
    const rpc = await as[who].rpc('has_role', { _user_id: DEMO[who].id, _role: 'admin' });
    expect(rpc).toMatchObject({ error: null, data: isAdmin });
  });

  it("a member does not see the admin's role row; visitors may not call has_role", async () => {
    const roles = await as.student.from('user_roles').select('role').eq('user_id', DEMO.admin.id);
    expect(roles.data).toEqual([]);
    const rpc = await anon.rpc('has_role', { _user_id: DEMO.admin.id, _role: 'admin' });
    expect(rpc.error?.code).toBe('42501');
  });
});

describe('subscriptions', () => {
  const latest = (who: DemoName & keyof typeof as) =>
    as[who]
      .from('subscriptions')
      .select('*')
      .eq('user_id', DEMO[who].id)
      .in('status', ['active', 'expired'])
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle();

  it.each([
    ['student', 'Student', 'active'],
    ['kwame', 'Student', 'expired'],
    ['partner', 'Professional', 'active'],
  ] as const)('%s reads own latest subscription: %s %s', async (who, tier, status) => {
    const { data, error } = await latest(who);
    expect(error).toBeNull();
    expect(data).toMatchObject({ user_id: DEMO[who].id, tier, status });
  });

  it('admins have no subscription of their own', async () => {
    expect(await latest('admin')).toMatchObject({ error: null, data: null });
  });

  it("RLS: a member sees only own rows; the admin all six; a visitor can't read them", async () => {
    const own = await as.student.from('subscriptions').select('user_id');
    expect(own.data).toEqual([{ user_id: DEMO.student.id }]);
    const all = await as.admin.from('subscriptions').select('user_id');
    expect(all.data).toHaveLength(6);
    const visitor = await anon.from('subscriptions').select('user_id');
    expect(visitor.error?.code).toBe('42501');
  });

  it('a member cancels own active subscription at period end, not anyone else’s, and cannot undo it', async () => {
    const mine = await latest('student');
    const cancelled = await as.student
      .from('subscriptions')
      .update({ cancel_at_period_end: true })
      .eq('id', mine.data?.id)
      .select('cancel_at_period_end');
    expect(cancelled).toMatchObject({ error: null, data: [{ cancel_at_period_end: true }] });

    const theirs = await latest('professional');
    const foreign = await as.student
      .from('subscriptions')
      .update({ cancel_at_period_end: true })
      .eq('id', theirs.data?.id)
      .select('id');
    expect(foreign).toMatchObject({ error: null, data: [] });
    expect((await latest('professional')).data?.cancel_at_period_end).toBe(false);

    const undo = await as.student
      .from('subscriptions')
      .update({ cancel_at_period_end: false })
      .eq('id', mine.data?.id);
    expect(undo.error?.code).toBe('42501');
    const status = await as.student
      .from('subscriptions')
      .update({ status: 'active', amount_cents: 0 })
      .eq('id', mine.data?.id);
    expect(status.error?.code).toBe('42501');
  });
});

describe('transactions', () => {
  it('a member reads own payments newest first, limit 10', async () => {
    const { data, error } = await as.kwame
      .from('transactions')
      .select('user_id, status, reference, amount_cents')
      .eq('user_id', DEMO.kwame.id)
      .order('created_at', { ascending: false })
      .limit(10);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        user_id: DEMO.kwame.id,
        status: 'failed',
        reference: 'seed-kwame-retry',
        amount_cents: 20000,
      },
      {
        user_id: DEMO.kwame.id,
        status: 'success',
        reference: 'seed-kwame-2024',
        amount_cents: 20000,
      },
    ]);
  });

  it("RLS: another member's filter finds nothing; the admin reads all seven", async () => {
    const foreign = await as.student.from('transactions').select('id').eq('user_id', DEMO.kwame.id);
    expect(foreign.data).toEqual([]);
    expect((await as.admin.from('transactions').select('id')).data).toHaveLength(7);
    expect((await anon.from('transactions').select('id')).error?.code).toBe('42501');
  });
});

describe('membership_pricing for checkout', () => {
  it('anyone reads the active prices ordered by tier', async () => {
    const { data, error } = await anon
      .from('membership_pricing')
      .select('tier, base_price_cents, price_per_additional_member_cents, team_size_min')
      .order('tier');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        tier: 'Corporate',
        base_price_cents: 200000,
        price_per_additional_member_cents: 30000,
        team_size_min: 5,
      },
      {
        tier: 'Professional',
        base_price_cents: 50000,
        price_per_additional_member_cents: 0,
        team_size_min: 1,
      },
      {
        tier: 'Student',
        base_price_cents: 20000,
        price_per_additional_member_cents: 0,
        team_size_min: 1,
      },
    ]);
  });

  it('a member cannot change a price', async () => {
    const changed = await as.student
      .from('membership_pricing')
      .update({ base_price_cents: 1 })
      .eq('tier', 'Student')
      .select('id');
    expect(changed).toMatchObject({ error: null, data: [] });
  });
});
