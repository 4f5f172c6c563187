import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';
import { signIn, signInAal2, startSeededStack } from './seeded.js';

// send-waitlist-invitation (the admin console's Send Invite) on the seeded stack, end to end: waitlist join → invitation →
// mail → sign-up from the link, through the before-user-created hook.
let stack: TestStack;
let admin: SupabaseClient;
beforeAll(async () => {
  stack = await startSeededStack();
  admin = await signInAal2(stack, 'admin');
});
afterAll(async () => {
  await stack?.stop();
});

let counter = 0;
/** Joins the waitlist as a visitor would; returns the entry as the admin sees it. */
async function joinWaitlist() {
  counter += 1;
  const email = `waiting-${Date.now().toString(36)}-${counter}@example.org`;
  const joined = await client(stack).from('waitlist').insert({ name: 'Efua Waiting', email });
  expect(joined.error).toBeNull();
  const { data, error } = await admin
    .from('waitlist')
    .select('id, email, status')
    .eq('email', email)
    .single();
  if (error || !data) throw error ?? new Error('waitlist entry not visible to the admin');
  return { id: data.id as string, email };
}

/** Invokes the function as `caller`; the status and body, whether it succeeded or not. */
async function invite(caller: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await caller.functions.invoke('send-waitlist-invitation', { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context: Response }).context;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('send-waitlist-invitation', () => {
  it('invites: status invited, a 7-day token, the mailed link signs the invitee up', async () => {
    const entry = await joinWaitlist();
    const before = Date.now();
    const sent = await invite(admin, {
      waitlistId: entry.id,
      email: entry.email,
      fullName: 'Efua Waiting',
    });
    expect(sent).toMatchObject({
      status: 200,
      body: { ok: true, message: `Invitation sent to ${entry.email}` },
    });

    const row = await admin
      .from('waitlist')
      .select('status, invited_at')
      .eq('id', entry.id)
      .single();
    expect(row.data?.status).toBe('invited');
    expect(new Date(row.data?.invited_at as string).getTime()).toBeGreaterThanOrEqual(
      before - 1000,
    );

    const mail = stack.ctx.mailbox.list().find((m) => m.to === entry.email);
    expect(mail?.subject).toBe("You're invited to join CSAN");
    expect(mail?.text).toContain('Hello Efua Waiting,');
    const link = /(http\S+\/login\?tab=signup&token=([0-9a-f]{64}))/.exec(mail?.text ?? '');
    expect(link?.[1]?.startsWith(`${stack.ctx.config.siteUrl}/login?`)).toBe(true);
    const token = link?.[2] ?? '';

    const { rows } = await stack.ctx.db.query<{ days: number; waitlist_id: string }>(
      `select round(extract(epoch from expires_at - created_at) / 86400)::int as days, waitlist_id
         from public.invitation_tokens where token = $1`,
      [token],
    );
    expect(rows).toEqual([{ days: 7, waitlist_id: entry.id }]);

    // The sign-up page: read the invitation, mark it used, sign up with the invited address.
    const visitor = client(stack);
    const invitation = await visitor.rpc('get_invitation', { invitation_token: token });
    expect(invitation.data).toEqual([{ email: entry.email, expires_at: expect.any(String) }]);
    expect((await visitor.rpc('start_invitation_signup', { invitation_token: token })).data).toBe(
      true,
    );
    // Without the token (or with another one) the invited address alone is refused.
    for (const data of [{ full_name: 'Efua Waiting' }, { invitation_token: 'f'.repeat(64) }]) {
      const bare = await client(stack).auth.signUp({
        email: entry.email,
        password: 'Invited-Pass-1',
        options: { data },
      });
      expect(bare.error?.message).toBe('Invalid or expired invitation link');
    }
    const signup = await visitor.auth.signUp({
      email: entry.email,
      password: 'Invited-Pass-1',
      options: { data: { full_name: 'Efua Waiting', invitation_token: token } },
    });
    expect(signup.error).toBeNull();
    expect(signup.data.session?.user.email).toBe(entry.email);
  });

  it('refuses a second invitation and an accepted entry with clear messages', async () => {
    const entry = await joinWaitlist();
    const body = { waitlistId: entry.id, email: entry.email, fullName: 'Efua Waiting' };
    expect((await invite(admin, body)).status).toBe(200);
    expect(await invite(admin, body)).toEqual({
      status: 409,
      body: { error: `An invitation was already sent to ${entry.email}` },
    });

    await stack.ctx.db.query(`update public.waitlist set status = 'accepted' where id = $1`, [
      entry.id,
    ]);
    expect(await invite(admin, body)).toEqual({
      status: 409,
      body: { error: `${entry.email} has already accepted an invitation` },
    });
  });

  it('sends one invitation when two arrive at once', async () => {
    const entry = await joinWaitlist();
    const body = { waitlistId: entry.id, email: entry.email, fullName: 'Efua Waiting' };
    const results = await Promise.all([invite(admin, body), invite(admin, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const { rows } = await stack.ctx.db.query(
      'select 1 from public.invitation_tokens where waitlist_id = $1',
      [entry.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('re-sends: a new 7-day link works, the old one no longer does, the entry shows the new expiry, audited under the admin', async () => {
    const entry = await joinWaitlist();
    const body = { waitlistId: entry.id, email: entry.email, fullName: 'Efua Waiting' };
    expect((await invite(admin, body)).status).toBe(200);
    const tokenOf = (text: string | undefined) =>
      /token=([0-9a-f]{64})/.exec(text ?? '')?.[1] ?? '';
    // The mailbox lists the newest mail first.
    const mailsTo = () => stack.ctx.mailbox.list().filter((m) => m.to === entry.email);
    const oldToken = tokenOf(mailsTo()[0]?.text);
    // The first invitation is a week old: its entry and its link say so.
    await stack.ctx.db.query(
      `update public.waitlist set invited_at = invited_at - interval '7 days' where id = $1`,
      [entry.id],
    );
    const before = await admin
      .from('waitlist')
      .select('invited_at, invitation_expires_at')
      .eq('id', entry.id)
      .single();

    const again = await invite(admin, { ...body, resend: true });
    expect(again).toMatchObject({
      status: 200,
      body: { ok: true, message: `A new invitation was sent to ${entry.email}` },
    });
    const mails = mailsTo();
    expect(mails).toHaveLength(2);
    const newToken = tokenOf(mails[0]?.text);
    expect(tokenOf(mails[1]?.text)).toBe(oldToken);
    expect(newToken).not.toBe(oldToken);
    const days = (new Date(again.body.expires_at as string).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const visitor = client(stack);
    expect((await visitor.rpc('get_invitation', { invitation_token: oldToken })).data).toEqual([]);
    expect((await visitor.rpc('get_invitation', { invitation_token: newToken })).data).toEqual([
      { email: entry.email, expires_at: again.body.expires_at },
    ]);

    const after = await admin
      .from('waitlist')
      .select('status, invited_at, invitation_expires_at')
      .eq('id', entry.id)
      .single();
    expect(after.data?.status).toBe('invited');
    expect(new Date(after.data?.invitation_expires_at as string).getTime()).toBe(
      new Date(again.body.expires_at as string).getTime(),
    );
    expect(new Date(after.data?.invited_at as string).getTime()).toBeGreaterThan(
      new Date(before.data?.invited_at as string).getTime(),
    );

    const { rows } = await stack.ctx.db.query<{ user_id: string; details: { email: string } }>(
      `select user_id, action_details as details from public.audit_logs
        where action_type = 'waitlist_invitation_resent' and action_details ->> 'id' = $1`,
      [entry.id],
    );
    const adminId = (await admin.auth.getUser()).data.user?.id;
    expect(rows).toEqual([
      { user_id: adminId, details: expect.objectContaining({ email: entry.email }) },
    ]);

    // The new link signs the invitee up.
    expect(
      (await visitor.rpc('start_invitation_signup', { invitation_token: newToken })).data,
    ).toBe(true);
  });

  it('two re-sends at once: one wins, and exactly one link works', async () => {
    const entry = await joinWaitlist();
    const body = { waitlistId: entry.id, email: entry.email, fullName: 'Efua Waiting' };
    expect((await invite(admin, body)).status).toBe(200);
    const results = await Promise.all([
      invite(admin, { ...body, resend: true }),
      invite(admin, { ...body, resend: true }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body).toEqual({
      error: `The invitation to ${entry.email} was just re-sent by someone else`,
    });
    const { rows } = await stack.ctx.db.query(
      `select 1 from public.invitation_tokens
        where waitlist_id = $1 and used_at is null and expires_at > now()`,
      [entry.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('re-send is for invited entries: a pending one is simply invited, an accepted one refused', async () => {
    const entry = await joinWaitlist();
    const body = {
      waitlistId: entry.id,
      email: entry.email,
      fullName: 'Efua Waiting',
      resend: true,
    };
    expect(await invite(admin, body)).toMatchObject({
      status: 200,
      body: { message: `Invitation sent to ${entry.email}` },
    });
    await stack.ctx.db.query(`update public.waitlist set status = 'accepted' where id = $1`, [
      entry.id,
    ]);
    expect(await invite(admin, body)).toEqual({
      status: 409,
      body: { error: `${entry.email} has already accepted an invitation` },
    });
    expect(await invite(admin, { ...body, resend: 'yes' })).toMatchObject({ status: 400 });
  });

  it('answers 404 for an unknown entry and 400 for a mismatched or invalid body', async () => {
    const entry = await joinWaitlist();
    expect(
      await invite(admin, {
        waitlistId: '00000000-0000-4000-8000-999999999999',
        email: entry.email,
        fullName: 'X Y',
      }),
    ).toEqual({ status: 404, body: { error: 'Waitlist entry not found' } });
    expect(
      await invite(admin, { waitlistId: entry.id, email: 'other@example.org', fullName: 'X Y' }),
    ).toEqual({
      status: 400,
      body: { error: 'The e-mail address does not match this waitlist entry' },
    });
    expect(await invite(admin, { waitlistId: entry.id, email: 'nope', fullName: 'X Y' })).toEqual({
      status: 400,
      body: { error: 'Invalid email address' },
    });
  });

  it('is for admins in an aal2 session only, and changes nothing otherwise', async () => {
    const entry = await joinWaitlist();
    const body = { waitlistId: entry.id, email: entry.email, fullName: 'Efua Waiting' };
    expect(await invite(client(stack), body)).toEqual({
      status: 401,
      body: { error: 'Please sign in to continue' },
    });
    expect(await invite(await signIn(stack, 'student'), body)).toEqual({
      status: 403,
      body: { error: 'Only administrators can do this' },
    });
    expect(await invite(await signIn(stack, 'admin'), body)).toEqual({
      status: 403,
      body: {
        error: 'Verify your authenticator code (MFA) in this session before making admin changes',
      },
    });
    const row = await admin.from('waitlist').select('status').eq('id', entry.id).single();
    expect(row.data?.status).toBe('pending');
    expect(stack.ctx.mailbox.list().some((m) => m.to === entry.email)).toBe(false);
  });
});
