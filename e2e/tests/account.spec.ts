import { expect, test } from '@playwright/test';
import { createMember, firstLink, signInAsUi, waitForMail } from '../support/backend';

/** Issue 5: the /account profile, and password recovery landing on /account. */

test('profile: the form shows the member, saves changes that survive a reload', async ({
  page,
}) => {
  const member = await createMember({ tier: 'Professional', flags: { is_lms_active: true } });
  await signInAsUi(page, member);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Professional member')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await expect(page.getByLabel('Email')).not.toBeEditable();
  const access = page.getByRole('region', { name: 'Access' });
  await expect(access.getByText('Active', { exact: true })).toHaveCount(1);
  await expect(access.getByText('Not active', { exact: true })).toHaveCount(2);

  await page.getByLabel(/Full name/).fill('Kofi Mensah');
  await page.getByLabel('Organization').fill('Ghana CERT');
  await page.getByLabel('Country').fill('Ghana');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Full name/)).toHaveValue('Kofi Mensah');
  await expect(page.getByLabel('Organization')).toHaveValue('Ghana CERT');
  await page.getByRole('link', { name: 'Manage Directory' }).click();
  await expect(page).toHaveURL(/\/member-directory$/);
});

test('recovery: reset mail → link → /account sets a new password → sign in with it', async ({
  page,
}) => {
  const member = await createMember();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();

  const link = firstLink(await waitForMail(member.email));
  await page.goto(link);
  await expect(page).toHaveURL(/\/account/);
  const card = page.getByRole('region', { name: 'Set a new password' });
  await expect(card).toBeVisible();
  await card.getByLabel(/^New password/).fill('short1A');
  await card.getByLabel(/Confirm new password/).fill('short1A');
  await card.getByRole('button', { name: 'Update Password' }).click();
  await expect(card.getByText('Password must be at least 8 characters')).toBeVisible();

  const next = 'Recovered!2027';
  await card.getByLabel(/^New password/).fill(next);
  await card.getByLabel(/Confirm new password/).fill(next);
  await card.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(card).toBeHidden();

  await page
    .getByRole('button', { name: /Account menu of/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await signInAsUi(page, { email: member.email, password: next });
  await page.goto('/account');
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
});
