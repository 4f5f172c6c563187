import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { secretKey } from '../../src/jwt.js';
import type { TestStack } from '../../src/testing/test-stack.js';
import {
  DEMO,
  DEMO_PASSWORD,
  type DemoName,
  startSeededStack,
  totpCode,
} from '../contract/seeded.js';
import { closeClients, eventually, realtimeClient, sleep, subscribed } from './helpers.js';

/**
 * A subscriber receives a change only if its role and the table's RLS let it select the row,
 * evaluated per subscriber with its own claims, on the product's own tables and policies
 * (supabase/migrations): a member sees their own MFA deadline move and not another member's;
 * a member with a factor signed in at aal1 sees nothing of theirs (the aal2 rule); anon sees
 * nothing; only an admin sees new waitlist entries. A new or expired token changes it.
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startSeededStack();
});
afterEach(closeClients);
afterAll(async () => {
  await stack?.stop();
});

async function member(who: DemoName, aal2 = false): Promise<SupabaseClient> {
  const supabase = realtimeClient(stack);
  const { error } = await supabase.auth.signInWithPassword({
    email: DEMO[who].email,
    password: DEMO_PASSWORD,
  });
  if (error) throw error;
  if (aal2) {
    const factor = (await supabase.auth.mfa.listFactors()).data?.totp[0];
    const totp = 'totp' in DEMO[who] ? (DEMO[who] as { totp: string }).totp : '';
    if (!factor) throw new Error(`${who} has no factor`);
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(totp),
    });
    if (verified.error) throw verified.error;
  }
  await supabase.realtime.setAuth();
  return supabase;
}

/** Collects the user ids of mfa_enforcement changes this client receives. */
async function watchDeadlines(supabase: SupabaseClient) {
  const got: string[] = [];
  const channel = supabase
    .channel(`deadlines-${Math.random()}`)
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'mfa_enforcement' }, (p) =>
      got.push(String((p.new as { user_id: string }).user_id)),
    );
  await subscribed(channel);
  return { got, channel };
}

const moveDeadline = (who: DemoName) =>
  stack.ctx.db.query(
    `update public.mfa_enforcement set mfa_setup_deadline = mfa_setup_deadline + 1 where user_id = $1`,
    [DEMO[who].id],
  );

describe('postgres_changes under RLS', () => {
  it('a member receives their own row and never another member’s; anon receives nothing', async () => {
    const student = await watchDeadlines(await member('student'));
    const anon = await watchDeadlines(realtimeClient(stack));
    // The admin's console (aal2) reads every member's deadline: the positive control.
    const admin = await watchDeadlines(await member('admin', true));
    await moveDeadline('professional');
    await moveDeadline('student');
    await eventually(() => student.got.length === 1 && admin.got.length === 2);
    await sleep(200);
    expect(student.got).toEqual([DEMO.student.id]);
    expect(admin.got).toEqual([DEMO.professional.id, DEMO.student.id]);
    expect(anon.got).toEqual([]);
  });

  it('a member with a factor sees their own row at aal2 only (aal1 sees nothing)', async () => {
    const aal1 = await watchDeadlines(await member('partner'));
    const aal2 = await watchDeadlines(await member('partner', true));
    await moveDeadline('partner');
    await eventually(() => aal2.got.length === 1);
    await sleep(200);
    expect(aal2.got).toEqual([DEMO.partner.id]);
    expect(aal1.got).toEqual([]);
  });

  it('new waitlist entries reach an admin, not a member or a visitor', async () => {
    const watch = async (supabase: SupabaseClient) => {
      const got: string[] = [];
      await subscribed(
        supabase
          .channel(`waitlist-${Math.random()}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'waitlist' }, (p) =>
            got.push(String((p.new as { email: string }).email)),
          ),
      );
      return got;
    };
    const admin = await watch(await member('admin', true));
    const student = await watch(await member('student'));
    const anon = await watch(realtimeClient(stack));
    const visitor = realtimeClient(stack);
    const joined = await visitor
      .from('waitlist')
      .insert({ email: 'live@example.org', name: 'Live Visitor' });
    expect(joined.error).toBeNull();
    await eventually(() => admin.length === 1);
    await sleep(200);
    expect(admin).toEqual(['live@example.org']);
    expect(student).toEqual([]);
    expect(anon).toEqual([]);
  });

  it('a new access token changes what the channel receives', async () => {
    const supabase = await member('student');
    const { got, channel } = await watchDeadlines(supabase);
    const professional = await member('professional');
    const token = (await professional.auth.getSession()).data.session?.access_token as string;
    await supabase.realtime.setAuth(token);
    await sleep(200);
    await moveDeadline('student');
    await moveDeadline('professional');
    await eventually(() => got.length === 1);
    await sleep(200);
    expect(got).toEqual([DEMO.professional.id]);
    expect(channel.state).toBe('joined');
  });

  it('an expired token closes the channel with Realtime’s system error', async () => {
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = await new SignJWT({ role: 'authenticated', sub: DEMO.student.id, aal: 'aal1' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(exp)
      .sign(secretKey(stack.ctx.config.jwtSecret));
    const supabase = realtimeClient(stack);
    await supabase.realtime.setAuth(token);
    const system: { status: string; message: string }[] = [];
    const { got, channel } = await watchDeadlines(supabase);
    channel.on('system', {}, (p) => system.push(p));
    await moveDeadline('student');
    await eventually(() => got.length === 1);
    await eventually(() => system.some((s) => s.status === 'error'), 5000);
    expect(system.find((s) => s.status === 'error')?.message).toMatch(
      /^Token has expired \d+ seconds ago$/,
    );
    await eventually(() => channel.state === 'closed');
    await moveDeadline('student');
    await sleep(300);
    expect(got).toHaveLength(1);
  });
});
