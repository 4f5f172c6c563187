import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAreaLanding } from '../support/areas';
import {
  createMember,
  firstLink,
  type Member,
  mailTo,
  serviceClient,
  signInAsUi,
  waitForMail,
} from '../support/backend';
import { areaUrl } from '../support/ports';
import { signedInClient, signInAs } from '../support/session';
import { translation } from '../support/translations';

// The admin console's Waitlist and Users tabs against the real stack, as an admin who signs in
// with the password and the TOTP code: invite from the waitlist until the invitee has an
// account (Accepted), page and search the lists on the server, toggle an access flag and see
// the area open, and answer MFA support requests (resolve, extend, reset, remove a lost device).

let admin: Member;

test.beforeAll(async () => {
  // An admin of its own (the seeded one's TOTP codes are shared with other journeys).
  admin = await createMember({ admin: true, tier: null, mfaDeadline: null, totp: true });
});

async function signInAdmin(page: Page) {
  await signInAsUi(page, {
    email: admin.email,
    password: admin.password,
    totpSecret: admin.totpSecret,
  });
}

const main = (page: Page) => page.getByRole('main');
const rowOf = (page: Page, name: string) =>
  main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

// Test data, written as the service role: the database allows a browser 10 waitlist entries an
// hour per client address, and the whole suite runs from one address.
async function joinWaitlist(name: string, email: string) {
  const { error } = await (await serviceClient()).from('waitlist').insert({ name, email });
  expect(error).toBeNull();
}

test('Waitlist: Send Invite mails the link, Re-send Invite replaces it; once the invitee signs up the row shows Accepted', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const email = `invitee-${tag}@example.org`;
  const name = `Kwame Invitee ${tag}`;
  await joinWaitlist(name, email);

  await signInAdmin(page);
  await page.goto('/admin/waitlist');
  await expect(main(page).getByRole('heading', { level: 2, name: 'Waitlist' })).toBeVisible();
  await main(page)
    .getByRole('searchbox', { name: 'Search by name or email' })
    .fill(tag.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`/admin/waitlist\\?q=${tag.toUpperCase()}$`));
  const row = rowOf(page, name);
  await expect(row.getByText('Pending')).toBeVisible();

  await row.getByRole('button', { name: /Send Invite/ }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(row.getByRole('button', { name: /Already Sent/ })).toBeDisabled();
  await expect(row.getByText(/^Invited /)).toBeVisible();

  // Links last 7 days: Re-send Invite mails a new one, and the first one stops working.
  const firstInvitation = firstLink(await waitForMail(email));
  await row.getByRole('button', { name: `Re-send Invite: ${email}` }).click();
  await expect(
    page.getByText(`A new invitation was sent to ${email}; the previous link no longer works`),
  ).toBeVisible();
  await expect(row.getByText(/^Link valid until /)).toBeVisible();
  await expect.poll(async () => (await mailTo(email)).length).toBe(2);
  const stale = await (await browser.newContext()).newPage();
  await stale.goto(firstInvitation);
  await expect(stale.getByText('Invalid or expired invitation link')).toBeVisible();
  await stale.context().close();

  // The newest mail's link signs the invitee up.
  await signUpFromInvitation(browser, email, name);

  await page.reload();
  await expect(rowOf(page, name).getByText('Accepted', { exact: true }).first()).toBeVisible();
  await expect(rowOf(page, name).getByRole('button', { name: /Accepted/ })).toBeDisabled();
});

async function signUpFromInvitation(browser: Browser, email: string, name: string) {
  const link = firstLink(await waitForMail(email));
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await invitee.getByLabel('Full name').fill(name);
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('Invitee2026');
  await invitee.getByRole('button', { name: 'Create account' }).click();
  await expect(invitee.getByText('Account created successfully!')).toBeVisible();
  await invitee.context().close();
}

test('on a 390×844 phone every admin tab is in sight (English and Swahili, the longest labels) and opens its page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  for (const language of ['en', 'sw'] as const) {
    await page.goto(`/admin?lng=${language}`);
    const tabs = page.getByRole('navigation', {
      name: translation('remotes/admin-console', language, 'admin.tabs.label'),
    });
    const links = tabs.getByRole('link');
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThanOrEqual(11);
    // Nothing past the screen's edge: every tab can be seen and tapped without scrolling sideways.
    for (const box of await links.evaluateAll((all) =>
      all.map((a) => a.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  }
  // The last tab (past the fourth, once out of sight) opens its page.
  await page.goto('/admin?lng=en');
  const last = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link').last();
  const href = (await last.getAttribute('href')) ?? '';
  await last.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(last).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: test.info().outputPath('admin-tabs-phone.png') });
});

test('Waitlist: more rows than a page are paged and counted by the server', async ({ page }) => {
  const tag = `pg${randomUUID().slice(0, 6)}`;
  for (let i = 1; i <= 12; i += 1) {
    await joinWaitlist(`Paged ${tag} ${String(i).padStart(2, '0')}`, `${tag}-${i}@example.org`);
  }
  await signInAdmin(page);
  await page.goto(`/admin/waitlist?q=${tag.toUpperCase()}`);
  await expect(main(page).getByText('People on the waitlist: 12')).toBeVisible();
  await expect(main(page).getByText('Page 1 of 2')).toBeVisible();
  // Newest first: the last to join leads.
  await expect(main(page).getByRole('rowheader').first()).toHaveText(`Paged ${tag} 12`);
  await expect(main(page).getByRole('rowheader')).toHaveCount(10);
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(main(page).getByText('Page 2 of 2')).toBeVisible();
  await expect(main(page).getByRole('rowheader')).toHaveText([
    `Paged ${tag} 02`,
    `Paged ${tag} 01`,
  ]);
  await page.reload();
  await expect(main(page).getByText('Page 2 of 2')).toBeVisible();

  await page.goto('/admin/waitlist?q=no-such-person-anywhere');
  await expect(main(page).getByText('No users found matching your search')).toBeVisible();
});

test('Users: search by organization, toggle the learning flag, and the area opens for the member', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const member = await createMember({
    tier: 'Professional',
    mfaDeadline: null,
    fullName: `Ama Flagged ${tag}`,
  });
  const service = await serviceClient();
  await service
    .from('profiles')
    .update({ organization: `Volta ${tag} Labs` })
    .eq('user_id', member.id);

  await signInAdmin(page);
  await page.goto('/admin/users');
  await main(page)
    .getByRole('searchbox', { name: 'Search by name, email or organization' })
    .fill(`VOLTA ${tag.toUpperCase()}`);
  const card = main(page)
    .getByRole('listitem')
    .filter({ hasText: `Ama Flagged ${tag}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(member.email)).toBeVisible();
  const learning = card.getByRole('switch', { name: 'Learning (SkillUp)' });
  await expect(learning).not.toBeChecked();
  await learning.click();
  await expect(page.getByText('Access flag updated successfully')).toBeVisible();
  await expect(learning).toBeChecked();

  const { data } = await service
    .from('profiles')
    .select('is_lms_active')
    .eq('user_id', member.id)
    .single();
  expect(data).toEqual({ is_lms_active: true });
  const { data: audit } = await service
    .from('audit_logs')
    .select('user_id, action_type')
    .eq('action_type', 'access_flags_updated')
    .eq('user_id', admin.id);
  expect(audit?.length).toBeGreaterThan(0);

  const skillup = areaUrl('skillup');
  const area = await (await browser.newContext()).newPage();
  await signInAs(area, member, skillup);
  await area.goto(`${skillup}/`);
  await expectAreaLanding(area, 'skillup');
  await area.context().close();
});

test('Users: more profiles than a page are paged and counted by the server', async ({ page }) => {
  const tag = `up${randomUUID().slice(0, 6)}`;
  for (let i = 1; i <= 11; i += 1) {
    await createMember({ tier: null, mfaDeadline: null, fullName: `Paged ${tag} ${i}` });
  }
  await signInAdmin(page);
  await page.goto(`/admin/users?q=${tag.toUpperCase()}`);
  const cards = main(page).getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(main(page).getByText('Users: 11')).toBeVisible();
  await expect(main(page).getByText('Page 1 of 2')).toBeVisible();
  await expect(cards).toHaveCount(10);
  // Newest first: the last one created leads.
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(`Paged ${tag} 11`);
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(main(page).getByText('Page 2 of 2')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(`Paged ${tag} 1`);
});

test('MFA support: remove a lost device, extend and reset the deadline, resolve with notes', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const member = await createMember({
    tier: 'Student',
    mfaDeadline: null,
    totp: true,
    fullName: `Yaa Lostphone ${tag}`,
  });
  const asMember = await signedInClient({ email: member.email, password: member.password });
  const { error } = await asMember.from('mfa_support_requests').insert({
    user_id: member.id,
    request_type: 'lost_device',
    description: `Phone stolen ${tag}`,
    contact_method: '+233200000042',
  });
  expect(error).toBeNull();

  await signInAdmin(page);
  await page.goto('/admin/users/mfa-support');
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'MFA support requests' }),
  ).toBeVisible();
  // Newest first: the request just sent leads.
  const card = main(page)
    .getByRole('list', { name: 'MFA support requests' })
    .getByRole('listitem')
    .first();
  await expect(card.getByText(`Phone stolen ${tag}`)).toBeVisible();
  await expect(card.getByText(/Authenticators enrolled: 1/)).toBeVisible();

  await card.getByRole('button', { name: 'Remove authenticator' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Remove the authenticator' });
  await remove.getByRole('button', { name: 'Remove authenticator' }).click();
  await expect(
    page.getByText('Authenticator removed. The member can set up a new device.'),
  ).toBeVisible();
  await expect(card.getByText('No authenticator enrolled')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove authenticator' })).toHaveCount(0);
  const fresh = await signedInClient({ email: member.email, password: member.password });
  expect((await fresh.auth.mfa.listFactors()).data?.all).toEqual([]);

  const service = await serviceClient();
  const deadline = async () =>
    (
      await service
        .from('mfa_enforcement')
        .select('mfa_setup_deadline')
        .eq('user_id', member.id)
        .single()
    ).data?.mfa_setup_deadline;
  const inDays = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  // Removing the last factor starts a fresh 7-day grace period.
  expect(await deadline()).toBe(inDays(7));

  await card.getByRole('button', { name: 'Extend deadline' }).click();
  const extend = page.getByRole('dialog', { name: 'Extend MFA deadline' });
  await expect(extend.getByRole('spinbutton', { name: /Days/ })).toHaveValue('7');
  await extend.getByRole('spinbutton', { name: /Days/ }).fill('40');
  await extend.getByRole('button', { name: 'Extend' }).click();
  await expect(extend.getByText('Enter a whole number of days from 1 to 30')).toBeVisible();
  await extend.getByRole('spinbutton', { name: /Days/ }).fill('14');
  await extend.getByRole('button', { name: 'Extend' }).click();
  await expect(page.getByText('MFA deadline extended by 14 days')).toBeVisible();
  expect(await deadline()).toBe(inDays(21));

  await card.getByRole('button', { name: 'Reset requirement' }).click();
  await page
    .getByRole('dialog', { name: 'Reset MFA requirement' })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(
    page.getByText('MFA requirement reset. User has 7 days to set up MFA.'),
  ).toBeVisible();
  expect(await deadline()).toBe(inDays(7));

  await card.getByRole('button', { name: 'Resolve' }).click();
  const resolve = page.getByRole('dialog', { name: 'Resolve support request' });
  await resolve.getByLabel('Resolution notes').fill(`Identity checked by phone ${tag}`);
  await resolve.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(page.getByText('Support request resolved')).toBeVisible();
  await expect(card.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(card.getByText(`Resolution notes: Identity checked by phone ${tag}`)).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);

  // Every one of these admin actions is in the audit log, as this admin.
  const { data: audit } = await service
    .from('audit_logs')
    .select('action_type, user_id')
    .in('action_type', [
      'mfa_factors_removed',
      'mfa_deadline_updated',
      'mfa_support_request_updated',
    ])
    .gte('timestamp', new Date(Date.now() - 10 * 60_000).toISOString());
  const mine = (audit ?? []).filter((entry) => entry.user_id === admin.id);
  expect(mine.map((entry) => entry.action_type).sort()).toEqual([
    'mfa_deadline_updated',
    'mfa_deadline_updated',
    'mfa_factors_removed',
    'mfa_support_request_updated',
  ]);
});

test('on a phone (390×844) the tabs fit the width: the waitlist table scrolls inside its box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  for (const [path, heading] of [
    ['/admin/waitlist', 'Waitlist'],
    ['/admin/users', 'Users'],
    ['/admin/users/mfa-support', 'MFA support requests'],
  ] as const) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(main(page).getByText(/Page 1 of \d+/)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('an admin without an authenticator (aal1) is sent to set one up instead of a raw error', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  await joinWaitlist(`Aal One ${tag}`, `aal1-${tag}@example.org`);
  const noMfaAdmin = await createMember({ admin: true, tier: null, mfaDeadline: null });
  await signInAs(page, noMfaAdmin);
  await page.goto(`/admin/waitlist?q=${tag}`);
  await rowOf(page, `Aal One ${tag}`)
    .getByRole('button', { name: /Send Invite/ })
    .click();
  await expect(
    page.getByText(
      'Admin changes need multi-factor authentication: set up an authenticator on your account first.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  const { data } = await (await serviceClient())
    .from('waitlist')
    .select('status')
    .eq('email', `aal1-${tag}@example.org`)
    .single();
  expect(data).toEqual({ status: 'pending' });
});
