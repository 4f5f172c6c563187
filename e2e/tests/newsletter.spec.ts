import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createMember, serviceClient, waitForMail } from '../support/backend';
import { signInAs } from '../support/session';

/**
 * The newsletter (issue 27 item 5) end to end: a visitor subscribes from the footer, the
 * confirmation mail's link records the consent; an admin sends an issue from Admin →
 * Newsletter, the subscriber receives it, its one-click link unsubscribes, and the next issue
 * does not reach them. No enumeration, rate limits, tokens and hostile input are proven on the
 * database (supabase/tests/newsletter.test.ts); the mails in four languages next to their
 * templates.
 */

/** The first link in a mail's text that matches `pattern`, as a path the portal serves. */
function pathOf(text: string, pattern: RegExp): string {
  const link = pattern.exec(text)?.[0];
  if (!link) throw new Error(`no ${pattern} in: ${text}`);
  const { pathname, search } = new URL(link);
  return `${pathname}${search}`;
}

async function sendIssue(page: Page, subject: string) {
  await page.goto('/admin/newsletter');
  await page.getByRole('button', { name: 'Send issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a newsletter issue' });
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Text').fill(`${subject}: first paragraph.\n\nSecond paragraph.`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  // The toast comes after the database queued every mail of the issue.
  await expect(page.getByText(/^Issue sent to \d+ subscribers?$/)).toBeVisible();
}

test('subscribe from the footer, confirm by mail, receive an issue, unsubscribe, get no more', async ({
  page,
}) => {
  // Two mails to wait for and an admin with MFA: generous on a loaded 2-core CI.
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 8);
  const reader = `reader-${tag}@example.com`;
  const admin = await createMember({ admin: true, tier: null, mfaDeadline: null, totp: true });
  const service = await serviceClient();
  const subscription = async () =>
    (
      await service
        .from('newsletter_subscriptions')
        .select('status, consent_at')
        .eq('email', reader)
        .maybeSingle()
    ).data;

  // The footer's form, once the page runs (the library's heading is React's).
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Your e-mail address').fill(reader);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Almost done: check your inbox/);
  expect(await subscription()).toMatchObject({ status: 'pending', consent_at: null });

  const confirmation = await waitForMail(reader, { kind: 'newsletter_confirm', timeoutMs: 30_000 });
  expect(confirmation.subject).toBe('Confirm your subscription to the CSAN newsletter');
  await page.goto(pathOf(confirmation.text, /https?:\/\/\S+\/newsletter\?confirm=[0-9a-f]{64}/));
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await expect(page.getByText('You are subscribed')).toBeVisible();
  expect((await subscription())?.status).toBe('confirmed');
  expect((await subscription())?.consent_at).toBeTruthy();

  await signInAs(page, admin);
  await page.goto('/admin/newsletter');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reader }) });
  await expect(row.getByText('Confirmed')).toBeVisible();
  await sendIssue(page, `Issue one ${tag}`);

  const issue = await waitForMail(reader, { kind: 'newsletter_issue', timeoutMs: 30_000 });
  expect(issue.subject).toBe(`Issue one ${tag}`);
  expect(issue.text).toContain('Second paragraph.');
  await page.goto(
    pathOf(issue.text, /https?:\/\/\S+\/newsletter\?unsubscribe=[0-9a-f-]{36}\.[0-9a-f]{32}/),
  );
  await expect(page.getByText('You are unsubscribed')).toBeVisible();
  expect((await subscription())?.status).toBe('unsubscribed');

  await sendIssue(page, `Issue two ${tag}`);
  const queued = await service
    .from('mail_outbox')
    .select('payload')
    .eq('to_email', reader)
    .eq('kind', 'newsletter_issue');
  expect(queued.error).toBeNull();
  expect(queued.data?.map((m) => (m.payload as { subject: string }).subject)).toEqual([
    `Issue one ${tag}`,
  ]);
});
