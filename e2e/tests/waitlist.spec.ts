import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  createMember,
  firstLink,
  serviceClient,
  signInAsUi,
  waitForMail,
} from '../support/backend';
import { signedInClient } from '../support/session';

/** Joining the waitlist from /login?tab=waitlist. */

test('a visitor joins the waitlist once; joining again gets a friendly answer', async ({
  page,
}) => {
  const email = `waiting-${randomUUID().slice(0, 8)}@example.org`;
  await page.goto('/login?tab=waitlist');
  await expect(page.getByRole('tab', { name: 'Waitlist' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(' A ');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Yaw Waiting');
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(
    page.getByText("You've been added to the waitlist! We'll be in touch soon."),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('');

  const service = await serviceClient();
  const { data } = await service.from('waitlist').select('name, status').eq('email', email);
  expect(data).toEqual([{ name: 'Yaw Waiting', status: 'pending' }]);

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Yaw Again');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'already on the waitlist' }),
  ).toBeVisible();
  const { count } = await service
    .from('waitlist')
    .select('id', { count: 'exact', head: true })
    .ilike('email', email);
  expect(count).toBe(1);
});

test("from the waitlist to a member: the admin's invitation mail signs the visitor up", async ({
  page,
  browser,
}) => {
  const email = `invitee-${randomUUID().slice(0, 8)}@example.org`;
  await page.goto('/login?tab=waitlist');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kofi Invitee');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(
    page.getByText("You've been added to the waitlist! We'll be in touch soon."),
  ).toBeVisible();

  // The admin console's Send Invite: the admin (aal2) calls send-waitlist-invitation.
  const admin = await signedInClient(await createMember({ admin: true, totp: true }));
  const { data: entry } = await admin.from('waitlist').select('id').eq('email', email).single();
  const sent = await admin.functions.invoke('send-waitlist-invitation', {
    body: { waitlistId: (entry as { id: string }).id, email, fullName: 'Kofi Invitee' },
  });
  expect(sent.error).toBeNull();

  // The captured mail's link opens Signup with the e-mail locked to the invited address.
  const link = firstLink(await waitForMail(email));
  expect(link).toMatch(/\/login\?tab=signup&token=[0-9a-f]{64}$/);
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee.getByText('Welcome! Please complete your registration.')).toBeVisible();
  await expect(invitee.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await expect(invitee.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAttribute(
    'readonly',
    '',
  );
  await invitee.getByLabel('Full name').fill('Kofi Invitee');
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('Invitee2026');
  await invitee.getByRole('button', { name: 'Create account' }).click();
  await expect(invitee.getByText('Account created successfully!')).toBeVisible();

  // A new browser signs in with the new password.
  const later = await (await browser.newContext()).newPage();
  await signInAsUi(later, { email, password: 'Invitee2026' });
  await expect(later).toHaveURL(/\/$/);
  await expect(later.getByRole('button', { name: /Account menu of Kofi/ })).toBeVisible();
});
