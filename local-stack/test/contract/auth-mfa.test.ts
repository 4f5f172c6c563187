import { createHash } from 'node:crypto';
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';
import { DEMO, DEMO_PASSWORD, signIn, signInAal2, startSeededStack, totpCode } from './seeded.js';

// The portal's authentication calls and the invitation, waitlist, MFA
// deadline, backup-code and support-request data calls, on the seeded product stack.

let stack: TestStack;
beforeAll(async () => {
  stack = await startSeededStack();
});
afterAll(async () => {
  await stack?.stop();
});

const today = (plusDays = 0) =>
  new Date(Date.now() + plusDays * 86_400_000).toISOString().slice(0, 10);

const aalOf = async (supabase: SupabaseClient) =>
  decodeJwt((await supabase.auth.getSession()).data.session?.access_token ?? '').aal;

describe('password sessions', () => {
  it('signs in with password; getUser, getSession and onAuthStateChange agree; signOut ends it', async () => {
    const supabase = client(stack);
    const events: AuthChangeEvent[] = [];
    const { data: listener } = supabase.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const signed = await supabase.auth.signInWithPassword({
      email: DEMO.student.email,
      password: DEMO_PASSWORD,
    });
    expect(signed.error).toBeNull();
    expect(signed.data.user?.id).toBe(DEMO.student.id);

    const user = await supabase.auth.getUser();
    expect(user.data.user?.email).toBe(DEMO.student.email);
    expect(user.data.user?.user_metadata.full_name).toBe('Kofi Student');
    const session = await supabase.auth.getSession();
    expect(session.data.session?.user.id).toBe(DEMO.student.id);

    expect((await supabase.auth.signOut()).error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    expect(events).toEqual(expect.arrayContaining(['SIGNED_IN', 'SIGNED_OUT']));
    listener.subscription.unsubscribe();
  });

  it('refuses a wrong password with invalid_credentials', async () => {
    const { data, error } = await client(stack).auth.signInWithPassword({
      email: DEMO.student.email,
      password: 'not-the-password',
    });
    expect(data.session).toBeNull();
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.status).toBe(400);
  });
});

describe('invitation-only sign-up (before-user-created hook from config.toml)', () => {
  it('get_invitation answers the e-mail of a valid token only; clients cannot read the table', async () => {
    const anon = client(stack);
    const valid = await anon.rpc('get_invitation', { invitation_token: 'csan-demo-invite-valid' });
    expect(valid.error).toBeNull();
    expect(valid.data).toEqual([
      { email: 'invitee@csan.test', expires_at: expect.any(String) as string },
    ]);
    for (const token of ['csan-demo-invite-expired', 'csan-demo-invite-used', 'no-such-token']) {
      const answer = await anon.rpc('get_invitation', { invitation_token: token });
      expect(answer, token).toMatchObject({ error: null, data: [] });
    }
    // The spec's direct read of invitation_tokens is replaced by the RPC: anon has no privilege.
    const direct = await anon
      .from('invitation_tokens')
      .select('*')
      .eq('token', 'csan-demo-invite-valid')
      .is('used_at', null)
      .gt('expires_at', new Date().toISOString());
    expect(direct.error?.code).toBe('42501');
    const directUpdate = await anon
      .from('invitation_tokens')
      .update({ used_at: new Date().toISOString() })
      .eq('token', 'csan-demo-invite-valid');
    expect(directUpdate.error?.code).toBe('42501');
    // A member reads nothing either; the admin reads all three seeded tokens.
    const student = await signIn(stack, 'student');
    expect((await student.from('invitation_tokens').select('token')).data).toEqual([]);
    const admin = await signInAal2(stack, 'admin');
    expect((await admin.from('invitation_tokens').select('token')).data).toHaveLength(3);
  });

  it('refuses sign-up without an invitation with the hook message', async () => {
    const { data, error } = await client(stack).auth.signUp({
      email: 'uninvited@example.org',
      password: 'Uninvited!2026',
    });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.message).toBe('Invalid or expired invitation link');
  });

  it('start_invitation_signup marks the token used once; signUp then creates the member', async () => {
    const anon = client(stack);
    const first = await anon.rpc('start_invitation_signup', {
      invitation_token: 'csan-demo-invite-valid',
    });
    expect(first).toMatchObject({ error: null, data: true });
    const second = await anon.rpc('start_invitation_signup', {
      invitation_token: 'csan-demo-invite-valid',
    });
    expect(second).toMatchObject({ error: null, data: false });
    const gone = await anon.rpc('get_invitation', { invitation_token: 'csan-demo-invite-valid' });
    expect(gone.data).toEqual([]);

    // The hook wants the token itself, as the sign-up page sends it in options.data.
    const withoutToken = await anon.auth.signUp({
      email: 'invitee@csan.test',
      password: 'Invitee!2026',
      options: { data: { full_name: 'Abena Invitee' } },
    });
    expect(withoutToken.error?.status).toBe(403);
    const { data, error } = await anon.auth.signUp({
      email: 'invitee@csan.test',
      password: 'Invitee!2026',
      options: {
        emailRedirectTo: stack.ctx.config.siteUrl,
        data: { full_name: 'Abena Invitee', invitation_token: 'csan-demo-invite-valid' },
      },
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('invitee@csan.test');
    // The sign-up trigger made the profile from the metadata, no tier yet.
    const profile = await anon
      .from('profiles')
      .select('full_name, membership_tier')
      .eq('user_id', data.session?.user.id ?? '')
      .single();
    expect(profile.data).toEqual({ full_name: 'Abena Invitee', membership_tier: null });
  });
});

describe('waitlist', () => {
  it('anyone joins; only the admin reads it', async () => {
    const anon = client(stack);
    const joined = await anon
      .from('waitlist')
      .insert({ name: 'Yaa Joiner', email: 'yaa@example.org' });
    expect(joined.error).toBeNull();
    expect(joined.status).toBe(201);
    // A visitor cannot read it back, not even the row just written.
    const anonRead = await anon.from('waitlist').select('email');
    expect(anonRead).toMatchObject({ error: null, data: [] });
    const student = await signIn(stack, 'student');
    expect((await student.from('waitlist').select('email')).data).toEqual([]);
    const admin = await signInAal2(stack, 'admin');
    const all = await admin.from('waitlist').select('email, status').order('created_at', {
      ascending: false,
    });
    expect(all.data?.[0]).toEqual({ email: 'yaa@example.org', status: 'pending' });
    expect(all.data).toHaveLength(5);
  });

  it('refuses a row that claims to be invited already', async () => {
    const { error } = await client(stack)
      .from('waitlist')
      .insert({ name: 'Sneaky', email: 'sneaky@example.org', status: 'invited' });
    expect(error?.code).toBe('42501');
  });
});

describe('session upkeep: refresh_token grant, PUT user, logout scopes', () => {
  it('refreshes (rotating the refresh token), updates metadata, and a global sign-out revokes every session', async () => {
    const laptop = await signIn(stack, 'kwame');
    const phone = await signIn(stack, 'kwame');
    const before = (await laptop.auth.getSession()).data.session;
    const refreshed = await laptop.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(before?.refresh_token);

    const updated = await laptop.auth.updateUser({ data: { full_name: 'Kwame B.' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.full_name).toBe('Kwame B.');

    expect((await laptop.auth.signOut({ scope: 'global' })).error).toBeNull();
    const phoneSession = (await phone.auth.getSession()).data.session;
    const stale = await client(stack).auth.refreshSession({
      refresh_token: phoneSession?.refresh_token ?? '',
    });
    expect(stale.error?.code).toBe('refresh_token_not_found');
  });
});

describe('password recovery', () => {
  it('resetPasswordForEmail mails a link back to /account', async () => {
    const redirectTo = `${stack.ctx.config.siteUrl}/account`;
    const { error } = await client(stack).auth.resetPasswordForEmail(DEMO.kwame.email, {
      redirectTo,
    });
    expect(error).toBeNull();
    const mail = stack.ctx.mailbox.list().find((m) => m.to === DEMO.kwame.email);
    expect(mail?.subject).toBe('Reset Your Password');
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('recovery');
  });
});

describe('MFA on the seeded partner (verified factor CSAN)', () => {
  it('lists the verified factor and steps up from aal1 to aal2 with challenge + verify', async () => {
    const partner = await signIn(stack, 'partner');
    const level = await partner.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const factors = await partner.auth.mfa.listFactors();
    expect(factors.data?.totp).toEqual([
      expect.objectContaining({ friendly_name: 'CSAN', factor_type: 'totp', status: 'verified' }),
    ]);
    const factorId = factors.data?.totp[0]?.id ?? '';
    const challenge = await partner.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const wrong = await partner.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: totpCode(DEMO.admin.totp),
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    const again = await partner.auth.mfa.challenge({ factorId });
    const verified = await partner.auth.mfa.verify({
      factorId,
      challengeId: again.data?.id ?? '',
      code: totpCode(DEMO.partner.totp),
    });
    expect(verified.error).toBeNull();
    expect(await aalOf(partner)).toBe('aal2');
    const after = await partner.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data?.currentLevel).toBe('aal2');
  });

  it('enrolling another factor needs aal2 (as GoTrue), then refuses a duplicate friendly name', async () => {
    const partner = await signIn(stack, 'partner');
    const atAal1 = await partner.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' });
    expect(atAal1.error?.code).toBe('insufficient_aal');
    const elevated = await signInAal2(stack, 'partner');
    const duplicate = await elevated.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'CSAN' });
    expect(duplicate.error?.code).toBe('mfa_factor_name_conflict');
  });
});

describe('MFA set-up journey of a new member (enroll, backup codes, disable)', () => {
  let member: SupabaseClient;
  let userId = '';
  let factorId = '';
  let secret = '';
  const codes = Array.from({ length: 10 }, (_, i) => `BACKUP${String(i).padStart(4, '0')}`);
  const hash = (code: string) => createHash('sha256').update(code.toUpperCase()).digest('hex');

  beforeAll(async () => {
    member = client(stack);
    const { data, error } = await member.auth.signInWithPassword({
      email: 'invitee@csan.test',
      password: 'Invitee!2026',
    });
    if (error || !data.user) throw error ?? new Error('the invited member cannot sign in');
    userId = data.user.id;
  });

  it('reads the MFA deadline: sign-up day + 7', async () => {
    const { data, error } = await member
      .from('mfa_enforcement')
      .select('mfa_setup_deadline')
      .eq('user_id', userId)
      .single();
    expect(error).toBeNull();
    expect(data?.mfa_setup_deadline).toBe(today(7));
  });

  it('at aal1 cannot plant backup codes nor move its deadline', async () => {
    const planted = await member
      .from('mfa_backup_codes')
      .insert(codes.map((c) => ({ user_id: userId, code_hash: hash(c) })));
    expect(planted.error?.code).toBe('42501');
    const moved = await member
      .from('mfa_enforcement')
      .update({ mfa_setup_deadline: today(6) })
      .eq('user_id', userId)
      .select();
    expect(moved).toMatchObject({ error: null, data: [] });
  });

  it('enrolls a TOTP factor named CSAN and verifies it with challengeAndVerify to aal2', async () => {
    const enrolled = await member.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'CSAN' });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data?.friendly_name).toBe('CSAN');
    expect(enrolled.data?.totp.qr_code).toMatch(/^data:image\/svg\+xml/);
    factorId = enrolled.data?.id ?? '';
    secret = enrolled.data?.totp.secret ?? '';
    const verified = await member.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
    expect(verified.error).toBeNull();
    expect(await aalOf(member)).toBe('aal2');
    const factors = await member.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.status)).toEqual(['verified']);
    const flagged = await member
      .from('profiles')
      .update({ mfa_enabled: true })
      .eq('user_id', userId)
      .select('mfa_enabled')
      .single();
    expect(flagged.data?.mfa_enabled).toBe(true);
  });

  it('at aal2 inserts ten backup codes; validate_mfa_backup_code spends each once', async () => {
    const planted = await member
      .from('mfa_backup_codes')
      .insert(codes.map((c) => ({ user_id: userId, code_hash: hash(c) })));
    expect(planted.error).toBeNull();
    const first = await member.rpc('validate_mfa_backup_code', { backup_code: codes[3] });
    expect(first).toMatchObject({ error: null, data: { valid: true, remaining: 9 } });
    const replay = await member.rpc('validate_mfa_backup_code', { backup_code: codes[3] });
    expect(replay.data).toEqual({ valid: false, remaining: 9 });
    const lowerCase = await member.rpc('validate_mfa_backup_code', {
      backup_code: codes[4]?.toLowerCase(),
    });
    expect(lowerCase.data).toEqual({ valid: true, remaining: 8 });
    // Another member's codes are not this member's: the student has none to spend.
    const student = await signIn(stack, 'student');
    const foreign = await student.rpc('validate_mfa_backup_code', { backup_code: codes[5] });
    expect(foreign.data).toMatchObject({ valid: false });
    // Visitors may not call it at all.
    const anon = await client(stack).rpc('validate_mfa_backup_code', { backup_code: codes[5] });
    expect(anon.error?.code).toBe('42501');
  });

  it('unenrolls; the same aal2 session writes the new deadline (at most 7 days ahead)', async () => {
    expect((await member.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await member.auth.mfa.listFactors()).data?.totp).toEqual([]);
    const tooFar = await member
      .from('mfa_enforcement')
      .update({ mfa_setup_deadline: today(8) })
      .eq('user_id', userId);
    expect(tooFar.error?.code).toBe('42501');
    const disabledAt = new Date().toISOString();
    const written = await member
      .from('mfa_enforcement')
      .update({ mfa_setup_deadline: today(7), mfa_disabled_at: disabledAt })
      .eq('user_id', userId)
      .select('mfa_setup_deadline, mfa_disabled_at')
      .single();
    expect(written.error).toBeNull();
    expect(written.data?.mfa_setup_deadline).toBe(today(7));
    expect(new Date(written.data?.mfa_disabled_at ?? 0).getTime()).toBe(
      new Date(disabledAt).getTime(),
    );
  });
});

describe('MFA support requests', () => {
  it('a locked-out member submits, a visitor cannot; only an error is read back', async () => {
    const anon = client(stack);
    const fromVisitor = await anon.from('mfa_support_requests').insert({
      user_id: null,
      request_type: 'lost_device',
      description: 'Lost my phone.',
      contact_method: null,
    });
    expect(fromVisitor.error?.code).toBe('42501');
    const locked = await signIn(stack, 'lockedout');
    const own = await locked.from('mfa_support_requests').insert({
      user_id: DEMO.lockedout.id,
      request_type: 'locked_out',
      description: 'Please extend my deadline.',
      contact_method: DEMO.lockedout.email,
    });
    expect(own.error).toBeNull();
    // Nobody but the admin reads them back.
    expect((await locked.from('mfa_support_requests').select('id')).data).toEqual([]);
  });

  it("refuses a request filed under someone else's id", async () => {
    const locked = await signIn(stack, 'lockedout');
    const { error } = await locked.from('mfa_support_requests').insert({
      user_id: DEMO.student.id,
      request_type: 'reset_request',
      description: 'Reset the student please.',
      contact_method: null,
    });
    expect(error?.code).toBe('42501');
  });

  it('answers 429 beyond 5 open requests of one member', async () => {
    const locked = await signIn(stack, 'lockedout');
    const request = {
      user_id: DEMO.lockedout.id,
      request_type: 'locked_out',
      description: 'Still locked out.',
      contact_method: null,
    };
    // The seed and the test above left 2 open requests of this member.
    for (let i = 0; i < 3; i += 1) {
      expect((await locked.from('mfa_support_requests').insert(request)).error).toBeNull();
    }
    const refused = await locked.from('mfa_support_requests').insert(request);
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe('PT429');
    expect(refused.error?.message).toBe(
      'You already have 5 open support requests. Our team will contact you within 24-48 hours.',
    );
  });
});
