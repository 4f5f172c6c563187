import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';
import { DEMO, signIn, signInAal2, signInAdminWithoutFactor, startSeededStack } from './seeded.js';

// The admin console's calls: its reads (admin at aal1) and writes
// (admin at aal2 only), each against a member and the aal1 admin.
// Not covered (edge function not written yet): send-waitlist-invitation.

let stack: TestStack;
let anon: SupabaseClient;
let admin: SupabaseClient; // aal1: reads only
let admin2: SupabaseClient; // aal2: console writes
let student: SupabaseClient;
let locked: SupabaseClient;

beforeAll(async () => {
  stack = await startSeededStack();
  anon = client(stack);
  // An admin at aal1 whose reads work: one without a factor (the seeded admin has one, so
  // its aal1 session reads nothing).
  admin = await signInAdminWithoutFactor(stack);
  admin2 = await signInAal2(stack, 'admin');
  student = await signIn(stack, 'student');
  locked = await signIn(stack, 'lockedout');
});
afterAll(async () => {
  await stack?.stop();
});

const today = (plusDays = 0) =>
  new Date(Date.now() + plusDays * 86_400_000).toISOString().slice(0, 10);

describe('resources: upload, insert/update/delete by item_id, newest first', () => {
  const fileName = `${randomUUID()}.pdf`;
  const pdf = new Blob(['%PDF-1.4 contract test'], { type: 'application/pdf' });
  let itemId = '';

  it('only the aal2 admin uploads to the resources bucket', async () => {
    for (const caller of [student, admin]) {
      const refused = await caller.storage.from('resources').upload(fileName, pdf);
      expect(refused.error).toMatchObject({ statusCode: '403' });
    }
    const uploaded = await admin2.storage.from('resources').upload(fileName, pdf, {
      contentType: 'application/pdf',
    });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data?.path).toBe(fileName);
  });

  it('inserts the item at aal2 only, then reads it first by created_at', async () => {
    const item = {
      title: 'Contract Suite Guide',
      description: 'Uploaded by the admin contract test.',
      content_type: 'Technical Guide',
      access_tier: 'Corporate',
      author_names: ['Test Author'],
      tags: ['contract'],
      file_storage_path: fileName,
      publish_date: today(),
    };
    const atAal1 = await admin.from('resource_items').insert(item);
    expect(atAal1.error?.code).toBe('42501');
    const inserted = await admin2.from('resource_items').insert(item).select('item_id').single();
    expect(inserted.error).toBeNull();
    itemId = inserted.data?.item_id ?? '';
    const newest = await admin
      .from('resource_items')
      .select('item_id, title')
      .order('created_at', { ascending: false })
      .limit(1);
    expect(newest.data).toEqual([{ item_id: itemId, title: item.title }]);
    // The new Corporate file is now gated by tier: the student is refused it.
    expect((await student.storage.from('resources').download(fileName)).error?.message).toBe(
      'Object not found',
    );
  });

  it('updates by item_id at aal2 (aal1 changes nothing) and the tier gate follows', async () => {
    const atAal1 = await admin
      .from('resource_items')
      .update({ access_tier: 'Public' })
      .eq('item_id', itemId)
      .select('item_id');
    expect(atAal1).toMatchObject({ error: null, data: [] });
    const updated = await admin2
      .from('resource_items')
      .update({ access_tier: 'Public', title: 'Contract Suite Guide (Public)' })
      .eq('item_id', itemId)
      .select('access_tier, title')
      .single();
    expect(updated.data).toEqual({ access_tier: 'Public', title: 'Contract Suite Guide (Public)' });
    expect((await anon.storage.from('resources').download(fileName)).error).toBeNull();
  });

  it('deletes by item_id at aal2 only', async () => {
    const atAal1 = await admin.from('resource_items').delete().eq('item_id', itemId).select();
    expect(atAal1).toMatchObject({ error: null, data: [] });
    const deleted = await admin2
      .from('resource_items')
      .delete()
      .eq('item_id', itemId)
      .select('item_id');
    expect(deleted.data).toEqual([{ item_id: itemId }]);
    const gone = await anon.from('resource_items').select('item_id').eq('item_id', itemId);
    expect(gone.data).toEqual([]);
  });

  it('removes the file at aal2 only (storage RLS hides it from the aal1 delete)', async () => {
    const atAal1 = await admin.storage.from('resources').remove([fileName]);
    expect(atAal1).toMatchObject({ error: null, data: [] });
    const removed = await admin2.storage.from('resources').remove([fileName]);
    expect(removed.data?.map((o) => o.name)).toEqual([fileName]);
    expect((await admin.storage.from('resources').download(fileName)).error?.message).toBe(
      'Object not found',
    );
  });
});

describe('users: profiles and access flags', () => {
  it('the admin reads every profile newest first; a member only their own', async () => {
    const all = await admin
      .from('profiles')
      .select('user_id, created_at')
      .order('created_at', { ascending: false });
    // The seed's profiles all come from the sign-up trigger in one transaction
    // (same created_at), so only the count and the order of the times are checked: every
    // profile there is (the service role's count; the seed grows with each area's demo
    // accounts, so no fixed number).
    const every = await client(stack, stack.serviceRoleKey)
      .from('profiles')
      .select('user_id', { count: 'exact', head: true });
    expect(every.count).toBeGreaterThan(9);
    expect(all.data).toHaveLength(every.count ?? -1);
    const times = all.data?.map((r) => Date.parse(r.created_at)) ?? [];
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const own = await student
      .from('profiles')
      .select('user_id')
      .order('created_at', { ascending: false });
    expect(own.data).toEqual([{ user_id: DEMO.student.id }]);
  });

  it.each(['is_lms_active', 'is_cert_partner', 'has_premium_tool_access'] as const)(
    'sets %s by profile id at aal2; the aal1 admin is refused by the trigger',
    async (flag) => {
      const target = await admin
        .from('profiles')
        .select('id')
        .eq('user_id', DEMO.student.id)
        .single();
      const id = target.data?.id ?? '';
      const atAal1 = await admin
        .from('profiles')
        .update({ [flag]: true })
        .eq('id', id);
      expect(atAal1.error).toBeNull(); // no admin UPDATE policy applies at aal1: 0 rows
      const unchanged = await student.from('profiles').select(flag).eq('id', id).single();
      expect(unchanged.data).toEqual({ [flag]: false });
      const set = await admin2
        .from('profiles')
        .update({ [flag]: true })
        .eq('id', id)
        .select(flag);
      expect(set).toMatchObject({ error: null, data: [{ [flag]: true }] });
      const seen = await student.from('profiles').select(flag).eq('id', id).single();
      expect(seen.data).toEqual({ [flag]: true });
    },
  );
});

describe('MFA support and deadlines', () => {
  it('reads support requests newest first and resolves one at aal2', async () => {
    const list = await admin
      .from('mfa_support_requests')
      .select('id, request_type, status')
      .order('created_at', { ascending: false });
    expect(list.data?.map((r) => r.request_type)).toEqual([
      'lost_device',
      'locked_out',
      'setup_help',
    ]);
    expect((await student.from('mfa_support_requests').select('id')).data).toEqual([]);
    const id = list.data?.[0]?.id ?? '';
    const resolution = {
      status: 'resolved',
      resolved_at: new Date().toISOString(),
      resolution_notes: 'Factor reset; user re-enrolled.',
    };
    const atAal1 = await admin
      .from('mfa_support_requests')
      .update(resolution)
      .eq('id', id)
      .select('id');
    expect(atAal1).toMatchObject({ error: null, data: [] });
    const resolved = await admin2
      .from('mfa_support_requests')
      .update(resolution)
      .eq('id', id)
      .select('status, resolution_notes')
      .single();
    expect(resolved.data).toEqual({
      status: 'resolved',
      resolution_notes: resolution.resolution_notes,
    });
  });

  it('extend_mfa_deadline unlocks the locked-out user; only the aal2 admin may call it', async () => {
    const args = { target_user_id: DEMO.lockedout.id, additional_days: 7 };
    expect((await anon.rpc('extend_mfa_deadline', args)).error?.code).toBe('42501');
    expect((await student.rpc('extend_mfa_deadline', args)).error?.message).toBe(
      'Access denied: admin role required',
    );
    expect((await admin.rpc('extend_mfa_deadline', args)).error?.message).toBe(
      'Access denied: multi-factor authentication required',
    );
    // Locked out: the public directory is hidden from them.
    expect((await locked.from('public_member_profiles').select('user_id')).data).toEqual([]);
    const extended = await admin2.rpc('extend_mfa_deadline', args);
    // The deadline had passed, so the 7 days count from today.
    expect(extended).toMatchObject({ error: null, data: today(7) });
    expect((await locked.from('public_member_profiles').select('user_id')).data).toHaveLength(4);
    const tooMany = await admin2.rpc('extend_mfa_deadline', { ...args, additional_days: 31 });
    expect(tooMany.error?.message).toBe('additional_days must be between 1 and 30');
  });

  it('reset_mfa_requirement restarts the 7-day requirement at aal2 only', async () => {
    const args = { target_user_id: DEMO.student.id, new_deadline_days: 7 };
    expect((await admin.rpc('reset_mfa_requirement', args)).error?.code).toBe('42501');
    expect(await admin2.rpc('reset_mfa_requirement', args)).toMatchObject({
      error: null,
      data: today(7),
    });
    const row = await admin
      .from('mfa_enforcement')
      .select('mfa_setup_deadline, mfa_disabled_at')
      .eq('user_id', DEMO.student.id)
      .single();
    expect(row.data).toEqual({ mfa_setup_deadline: today(7), mfa_disabled_at: null });
  });
});

describe('inquiries, waitlist, pricing', () => {
  it('reads inquiries newest first and updates a status by inquiry_id at aal2', async () => {
    const list = await admin
      .from('rd_inquiries')
      .select('inquiry_id, status')
      .order('created_at', { ascending: false });
    expect(list.data?.map((r) => r.status)).toEqual([
      'new',
      'contacted',
      'in_progress',
      'completed',
      'declined',
    ]);
    const id = list.data?.[0]?.inquiry_id ?? '';
    const atAal1 = await admin
      .from('rd_inquiries')
      .update({ status: 'contacted' })
      .eq('inquiry_id', id)
      .select();
    expect(atAal1).toMatchObject({ error: null, data: [] });
    const updated = await admin2
      .from('rd_inquiries')
      .update({ status: 'contacted' })
      .eq('inquiry_id', id)
      .select('status')
      .single();
    expect(updated.data).toEqual({ status: 'contacted' });
  });

  it('reads the waitlist newest first (members read nothing)', async () => {
    const list = await admin
      .from('waitlist')
      .select('email')
      .order('created_at', { ascending: false });
    expect(list.data?.map((r) => r.email)).toEqual([
      'waiting@csan.test',
      'pending@csan.test',
      'invitee@csan.test',
      'amina.mensah@csan.test',
    ]);
    expect((await student.from('waitlist').select('email')).data).toEqual([]);
  });

  it('updates prices and is_active by id at aal2; visitors stop seeing an inactive tier', async () => {
    const rows = await admin.from('membership_pricing').select('id, tier').order('tier');
    const studentTier = rows.data?.find((r) => r.tier === 'Student')?.id ?? '';
    const change = {
      base_price_cents: 25000,
      price_per_additional_member_cents: 0,
      is_active: false,
    };
    const atAal1 = await admin
      .from('membership_pricing')
      .update(change)
      .eq('id', studentTier)
      .select();
    expect(atAal1).toMatchObject({ error: null, data: [] });
    const updated = await admin2
      .from('membership_pricing')
      .update(change)
      .eq('id', studentTier)
      .select('base_price_cents, is_active')
      .single();
    expect(updated.data).toEqual({ base_price_cents: 25000, is_active: false });
    expect((await anon.from('membership_pricing').select('tier').order('tier')).data).toEqual([
      { tier: 'Corporate' },
      { tier: 'Professional' },
    ]);
    expect((await admin.from('membership_pricing').select('tier')).data).toHaveLength(3);
    await admin2.from('membership_pricing').update({ is_active: true }).eq('id', studentTier);
    expect((await anon.from('membership_pricing').select('tier')).data).toHaveLength(3);
  });
});

describe('discount codes', () => {
  let codeId = '';

  it('are invisible to members and visitors; the admin reads them newest first', async () => {
    const list = await admin
      .from('discount_codes')
      .select('code')
      .order('created_at', { ascending: false });
    expect(list.data?.map((r) => r.code)).toEqual([
      'INACTIVE5',
      'CORP500',
      'FREEPASS',
      'WELCOME10',
      'USEDUP15',
      'EXPIRED20',
    ]);
    expect((await student.from('discount_codes').select('code')).data).toEqual([]);
    expect((await anon.from('discount_codes').select('code')).error?.code).toBe('42501');
  });

  it('are created at aal2 only', async () => {
    const code = {
      code: 'CONTRACT25',
      discount_type: 'percentage',
      discount_value: 25,
      max_uses: 10,
      valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      applicable_tiers: ['Professional', 'Corporate'],
      min_purchase_amount_cents: 10000,
      is_active: true,
    };
    expect((await admin.from('discount_codes').insert(code)).error?.code).toBe('42501');
    expect((await student.from('discount_codes').insert(code)).error?.code).toBe('42501');
    const created = await admin2
      .from('discount_codes')
      .insert(code)
      .select('id, times_used')
      .single();
    expect(created.error).toBeNull();
    expect(created.data?.times_used).toBe(0);
    codeId = created.data?.id ?? '';
  });

  it('toggle is_active at aal2 (times_used is not client-writable), delete by id', async () => {
    const atAal1 = await admin
      .from('discount_codes')
      .update({ is_active: false })
      .eq('id', codeId)
      .select();
    expect(atAal1).toMatchObject({ error: null, data: [] });
    const toggled = await admin2
      .from('discount_codes')
      .update({ is_active: false })
      .eq('id', codeId)
      .select('is_active')
      .single();
    expect(toggled.data).toEqual({ is_active: false });
    const counter = await admin2.from('discount_codes').update({ times_used: 0 }).eq('id', codeId);
    expect(counter.error?.code).toBe('42501');
    const deleted = await admin2.from('discount_codes').delete().eq('id', codeId).select('code');
    expect(deleted.data).toEqual([{ code: 'CONTRACT25' }]);
  });
});

describe('subscriptions and analytics reads', () => {
  it('the admin reads every subscription newest first and the analytics slices', async () => {
    const all = await admin
      .from('subscriptions')
      .select('user_id')
      .order('created_at', { ascending: false });
    expect(all.data?.map((r) => r.user_id)).toEqual(
      ['partner', 'corporate', 'professional', 'student', 'amina', 'kwame'].map(
        (who) => DEMO[who as keyof typeof DEMO].id,
      ),
    );
    const active = await admin.from('subscriptions').select('id').eq('status', 'active');
    expect(active.data).toHaveLength(5);
    const paid = await admin.from('transactions').select('amount_cents').eq('status', 'success');
    expect(paid.data).toHaveLength(6);
    const cancelling = await admin
      .from('subscriptions')
      .select('user_id')
      .eq('cancel_at_period_end', true);
    expect(cancelling.data).toEqual([{ user_id: DEMO.amina.id }]);
  });

  it('the same reads as a member see only their own rows', async () => {
    expect(
      (await student.from('subscriptions').select('user_id').eq('status', 'active')).data,
    ).toEqual([{ user_id: DEMO.student.id }]);
    expect(
      (await student.from('transactions').select('user_id').eq('status', 'success')).data,
    ).toEqual([{ user_id: DEMO.student.id }]);
  });

  it('reads resources, leads with their resource title, and items by a list of ids', async () => {
    expect((await admin.from('resource_items').select('item_id')).data).toHaveLength(32);
    const leads = await admin
      .from('content_leads')
      .select('lead_name, resource:resource_items(title)')
      .order('created_at', { ascending: false });
    expect(leads.data?.[0]).toEqual({
      lead_name: 'Tendai Moyo',
      resource: { title: 'Building a National CERT' },
    });
    expect(leads.data).toHaveLength(5);
    expect((await student.from('content_leads').select('lead_name')).data).toEqual([]);
    const ids = ['00000000-0000-4000-8300-000000000001', '00000000-0000-4000-8300-000000000007'];
    const items = await admin
      .from('resource_items')
      .select('item_id, access_tier, content_type')
      .in('item_id', ids)
      .order('item_id');
    expect(items.data).toEqual([
      { item_id: ids[0], access_tier: 'Public', content_type: 'Research Paper' },
      { item_id: ids[1], access_tier: 'Corporate', content_type: 'R&D Report' },
    ]);
  });
});

describe('roles and the audit log', () => {
  it('the admin reads every user_roles row and has_role answers true', async () => {
    // Every role row (the seeded admin, the admin without a factor this file signs in as, and
    // the areas' demo roles: intel_analyst, instructor): the same rows the service role reads.
    const roles = (await admin.from('user_roles').select('user_id, role')).data ?? [];
    const every =
      (await client(stack, stack.serviceRoleKey).from('user_roles').select('user_id, role')).data ??
      [];
    expect(roles).toHaveLength(every.length);
    expect(roles.filter((r) => r.role === 'admin')).toHaveLength(2);
    expect(roles).toContainEqual({ user_id: DEMO.admin.id, role: 'admin' });
    expect((await admin.rpc('has_role', { _user_id: DEMO.admin.id, _role: 'admin' })).data).toBe(
      true,
    );
  });

  it('queries the audit log with an exact count, filters and ranges of 25', async () => {
    const start = `${today(-30)}T00:00:00.000Z`;
    const end = `${today()}T23:59:59.999Z`;
    const page = (source: string | null, action: string, from = 0) => {
      let query = admin
        .from('audit_logs')
        .select('*', { count: 'exact' })
        .order('timestamp', { ascending: false })
        .gte('timestamp', start)
        .lte('timestamp', end);
      if (source) query = query.eq('source_app', source);
      if (action) query = query.ilike('action_type', `%${action}%`);
      return query.range(from, from + 24);
    };
    // The seed's SkillUp entries (the area's own demo: enrolments, certificates) filter by
    // source and action like any other.
    const skillup = await page('skillup', 'course_enrolled');
    expect(skillup.error).toBeNull();
    expect(skillup.count).toBeGreaterThanOrEqual(1);
    expect(skillup.data?.every((r) => r.source_app === 'skillup')).toBe(true);
    expect(skillup.data?.[0]).toMatchObject({ action_type: 'course_enrolled' });

    // The writes above were audited as the admin, source main (no x-source-app header).
    // By the admin: three flag changes above plus the one the seed wrote a day
    // ago (the seed's own tier updates are logged as "system", without a user).
    const flags = await page('main', 'access_flags').eq('user_id', DEMO.admin.id);
    expect(flags).toMatchObject({ error: null, count: 4 });
    expect(flags.data?.slice(0, 3).map((r) => r.action_details.changed)).toEqual([
      ['has_premium_tool_access'],
      ['is_cert_partner'],
      ['is_lms_active'],
    ]);
    expect(flags.data?.every((r) => r.user_role === 'admin' && r.user_id === DEMO.admin.id)).toBe(
      true,
    );

    const all = await page(null, '');
    expect(all.count).toBeGreaterThan(25);
    expect(all.data).toHaveLength(25);
    const second = await page(null, '', 25);
    expect(second.count).toBe(all.count);
    expect(second.data?.[0]?.log_id).not.toBe(all.data?.[0]?.log_id);
    const times = [...(all.data ?? []), ...(second.data ?? [])].map((r) => Date.parse(r.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('a member reads no audit entries (count 0)', async () => {
    const { data, count } = await student.from('audit_logs').select('*', { count: 'exact' });
    expect(data).toEqual([]);
    expect(count).toBe(0);
  });

  it('records x-source-app from the request header a remote sends', async () => {
    const updated = await admin2
      .from('rd_inquiries')
      .update({ status: 'in_progress' })
      .eq('status', 'contacted')
      .setHeader('x-source-app', 'intel')
      .select('inquiry_id');
    expect(updated.data?.length).toBeGreaterThan(0);
    const logged = await admin
      .from('audit_logs')
      .select('source_app, user_role')
      .eq('action_type', 'rd_inquiry_updated')
      .eq('source_app', 'intel');
    expect(logged.data).toHaveLength(updated.data?.length ?? -1);
    expect(logged.data?.[0]).toEqual({ source_app: 'intel', user_role: 'admin' });
  });
});
