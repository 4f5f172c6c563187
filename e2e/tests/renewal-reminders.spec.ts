import { expect, test } from '@playwright/test';
import { createMember, serviceClient, waitForMail } from '../support/backend';
import { signInAs } from '../support/session';

/**
 * Renewal reminders (issue 27 items 1-2), with a member of its own: the job queues the 14-day
 * reminder, the stack's drainer mails it, its one-click link turns reminders off without a
 * session, and the member turns them on again on /account. Who is due, once per period and
 * the expiry notice are proven on the database (supabase/tests/membership-reminders.test.ts).
 */
test('the 14-day reminder arrives, its one-click link unsubscribes, /account turns reminders back on', async ({
  page,
}) => {
  // A member to create, a mail to wait for and two pages: generous on a loaded 2-core CI.
  test.setTimeout(120_000);
  const member = await createMember({ tier: 'Professional' });
  const service = await serviceClient();
  // The stage is decided on UTC dates: noon UTC fourteen days from today's UTC date is 14 days
  // left at any hour of the run (now + 14 days 2 hours was 15 days after 22:00 UTC).
  const now = new Date();
  const ends = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 14, 12),
  );
  const inserted = await service.from('subscriptions').insert({
    user_id: member.id,
    tier: 'Professional',
    status: 'active',
    amount_cents: 50000,
    next_billing_date: ends.toISOString(),
  });
  expect(inserted.error).toBeNull();
  const today = now.toISOString().slice(0, 10);
  const queued = await service.rpc('send_membership_reminders', { on_date: today });
  expect(queued.error).toBeNull();

  const mail = await waitForMail(member.email, { kind: 'renewal_reminder', timeoutMs: 30_000 });
  expect(mail.subject).toBe('Your CSAN membership ends in 14 days');
  expect(mail.text).toContain('/checkout?tier=Professional');
  const link = /https?:\/\/\S+\/reminders-unsubscribe\?token=[0-9a-f.-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no unsubscribe link in: ${mail.text}`);

  // The link, opened with no session: reminders off, and the page says only reminders stop.
  const { pathname, search } = new URL(link);
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Renewal reminders' })).toBeVisible();
  await expect(page.getByText('You will get no more renewal reminders')).toBeVisible();
  const stored = async () =>
    (await service.from('profiles').select('renewal_reminders').eq('user_id', member.id).single())
      .data?.renewal_reminders;
  expect(await stored()).toBe(false);

  // A damaged link changes nothing and says so.
  await page.goto(`${pathname}${search.slice(0, -1)}x`);
  await expect(page.getByText('This link is not valid')).toBeVisible();

  await signInAs(page, member);
  await page.goto('/account');
  const toggle = page.getByRole('checkbox', { name: 'Renewal reminders' });
  // The account page's first data arrives with its other cards'.
  await expect(toggle).not.toBeChecked({ timeout: 30_000 });
  await page.getByText('Renewal reminders', { exact: true }).click();
  await expect(page.getByText('Renewal reminders are on')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect.poll(stored).toBe(true);
});
