import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createMember, type Member, signInAsUi } from '../support/backend';
import { portalUrl } from '../support/ports';
import { signedInClient } from '../support/session';

// Live updates through the stack's Realtime (/realtime/v1): two browsers, no reload in either.
// The admin's open Waitlist tab shows a visitor's new entry within 2 s; a locked-out member's
// open /mfa-lockout page leaves the lockout when an admin extends the deadline.

let admin: Member;

test.beforeAll(async () => {
  admin = await createMember({ admin: true, tier: null, mfaDeadline: null, totp: true });
});

async function signInAdmin(page: Page) {
  await signInAsUi(page, {
    email: admin.email,
    password: admin.password,
    totpSecret: admin.totpSecret,
  });
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test("a visitor joins the waitlist and the admin's open Waitlist tab shows the row within 2 s", async ({
  page,
  browser,
}) => {
  await signInAdmin(page);
  await page.goto('/admin/waitlist');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Waitlist' })).toBeVisible();
  // The tab says it is live once its channel joined.
  await expect(main.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({
    timeout: 10_000,
  });

  const name = `Live Visitor ${randomUUID().slice(0, 8)}`;
  const visitor = await (await browser.newContext({ baseURL: portalUrl })).newPage();
  await visitor.goto('/login?tab=waitlist');
  await visitor.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await visitor
    .getByRole('textbox', { name: 'E-mail', exact: true })
    .fill(`${name.split(' ').pop()}@example.org`);
  await visitor.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(
    visitor.getByText("You've been added to the waitlist! We'll be in touch soon."),
  ).toBeVisible();
  const joinedAt = Date.now();

  await expect(main.getByRole('rowheader', { name, exact: true })).toBeVisible({ timeout: 2000 });
  expect(Date.now() - joinedAt).toBeLessThan(2000);
});

test("an admin extends a locked-out member's deadline; the member's open page leaves the lockout", async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const member = await createMember({ mfaDeadline: yesterday() });
  const asMember = await signedInClient({ email: member.email, password: member.password });
  const { error } = await asMember.from('mfa_support_requests').insert({
    user_id: member.id,
    request_type: 'locked_out',
    description: `Locked out while travelling ${tag}`,
  });
  expect(error).toBeNull();

  // The member's browser: locked out, the page stays open.
  const memberPage = await (await browser.newContext({ baseURL: portalUrl })).newPage();
  await signInAsUi(memberPage, member);
  await expect(memberPage).toHaveURL(/\/mfa-lockout$/);
  await expect(
    memberPage.getByRole('heading', { level: 1, name: 'Account Access Restricted' }),
  ).toBeVisible();
  let reloaded = false;
  memberPage.on('framenavigated', (frame) => {
    if (frame === memberPage.mainFrame() && frame.url().endsWith('/mfa-lockout')) reloaded = true;
  });

  // The admin's browser: extends the deadline from the member's request.
  await signInAdmin(page);
  await page.goto('/admin/users/mfa-support');
  const card = page
    .getByRole('main')
    .getByRole('list', { name: 'MFA support requests' })
    .getByRole('listitem')
    .filter({ hasText: tag });
  await card.getByRole('button', { name: 'Extend deadline' }).click();
  const extend = page.getByRole('dialog', { name: 'Extend MFA deadline' });
  await extend.getByRole('spinbutton', { name: /Days/ }).fill('14');
  await extend.getByRole('button', { name: 'Extend' }).click();
  await expect(page.getByText('MFA deadline extended by 14 days')).toBeVisible();

  // Without a reload, the member's page leaves the lockout for /account and its deadline.
  await expect(memberPage).toHaveURL(/\/account$/, { timeout: 5000 });
  expect(reloaded).toBe(false);
});
