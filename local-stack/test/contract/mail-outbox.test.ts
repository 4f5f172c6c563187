import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapturedMail } from '../../src/dev/mailbox.js';
import type { TestStack } from '../../src/testing/test-stack.js';
import { client } from '../auth/helpers.js';
import { startSeededStack, totpCode } from './seeded.js';

// Issue 27 item 1 end to end on the stack: the local auth API writes the tables the triggers
// watch, the `mail-outbox` function renders and sends through the dev mailbox, and every mail
// arrives once however often the drainer runs, or repeats a send after a crash.
let stack: TestStack;
beforeAll(async () => {
  stack = await startSeededStack();
});
afterAll(async () => {
  await stack?.stop();
});

const PASSWORD = 'Mail-Test-2026';
const kindOf = (mail: CapturedMail) => mail.tags?.find((t) => t.name === 'kind')?.value;
const mailsTo = (email: string) => stack.ctx.mailbox.list().filter((m) => m.to === email);

async function newMember(language: string) {
  const email = `outbox-${randomUUID().slice(0, 8)}@csan.test`;
  const { data, error } = await client(stack, stack.serviceRoleKey).auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: 'Yaa Asantewaa', language },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email };
}

describe('the mail outbox on the stack', () => {
  it('welcomes a new member once, in French, however often it drains', async () => {
    const member = await newMember('fr');
    const first = await stack.drainMail();
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await stack.drainMail();
    const mails = mailsTo(member.email);
    expect(mails.map((m) => [kindOf(m), m.subject])).toEqual([['welcome', 'Bienvenue à la CSAN']]);
    expect(mails[0]?.text).toContain('Bienvenue, Yaa Asantewaa !');
    expect(mails[0]?.html).toContain('<html lang="fr">');
  });

  it('a send repeated after a crash (claim expired before it was marked sent) is not captured twice', async () => {
    const member = await newMember('en');
    await stack.drainMail();
    // As if the drainer died after the provider accepted the mail: the row is 'sending' again
    // with an old claim; the next run sends it again with the same Idempotency-Key.
    await stack.ctx.db.query(
      `update public.mail_outbox set status = 'sending', claimed_at = now() - interval '10 minutes'
        where user_id = $1`,
      [member.id],
    );
    expect((await stack.drainMail()).sent).toBe(1);
    expect(mailsTo(member.email)).toHaveLength(1);
    const { rows } = await stack.ctx.db.query<{ status: string; attempts: number }>(
      'select status, attempts from public.mail_outbox where user_id = $1',
      [member.id],
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 2 }]);
  });

  it('the auth API’s password change and MFA enrolment mail the member in their language', async () => {
    const member = await newMember('sw');
    const supabase = client(stack);
    expect(
      (await supabase.auth.signInWithPassword({ email: member.email, password: PASSWORD })).error,
    ).toBeNull();
    expect((await supabase.auth.updateUser({ password: 'Another-Pass-2027' })).error).toBeNull();
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    if (enrolled.error || !enrolled.data) throw enrolled.error ?? new Error('no factor');
    const verified = await supabase.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totpCode(enrolled.data.totp.secret),
    });
    expect(verified.error).toBeNull();
    await stack.drainMail();
    const subjects = Object.fromEntries(mailsTo(member.email).map((m) => [kindOf(m), m.subject]));
    expect(subjects).toEqual({
      welcome: 'Karibu CSAN',
      password_changed: 'Nenosiri lako limebadilishwa',
      mfa_enabled: 'Uthibitishaji wa hatua mbili umewashwa',
    });
  });

  it('the function refuses the anon key and a member’s token', async () => {
    const member = await newMember('en');
    const supabase = client(stack);
    await supabase.auth.signInWithPassword({ email: member.email, password: PASSWORD });
    const asMember = await supabase.functions.invoke('mail-outbox', { body: {} });
    expect((asMember.error as { context?: Response } | null)?.context?.status).toBe(401);
    const anon = await fetch(`${stack.url}/functions/v1/mail-outbox`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.anonKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(anon.status).toBe(401);
  });
});
