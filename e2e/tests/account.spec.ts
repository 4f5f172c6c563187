import { expect, type Page, test } from '@playwright/test';
import { createMember, firstLink, signInAsUi, totpCode, waitForMail } from '../support/backend';
import { portalUrl } from '../support/ports';

/**
 * The /account profile, password recovery landing on /account (also for a member with
 * MFA, through the MFA step), and the Security card's change-password item.
 */

async function requestReset(page: Page, email: string): Promise<string> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
  return firstLink(await waitForMail(email));
}

async function logOut(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /Account menu of/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
}

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
  const link = await requestReset(page, member.email);

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

  await logOut(page);
  await signInAsUi(page, { email: member.email, password: next });
  await page.goto('/account');
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
});

test('recovery with MFA: reset link → MFA step → back on /account → new password → sign in with it', async ({
  page,
}) => {
  const member = await createMember({ totp: true });
  const secret = member.totpSecret ?? '';
  const link = await requestReset(page, member.email);

  // The link's session is aal1 while a verified factor exists: the /account guard sends it to
  // the MFA step, naming /account as where to return.
  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/account');
  const code = page.getByLabel('Verification code');
  await expect(code).toBeFocused();
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('MFA verified successfully!')).toBeVisible();

  await expect(page).toHaveURL((url) => url.pathname === '/account');
  const card = page.getByRole('region', { name: 'Set a new password' });
  await expect(card).toBeVisible();
  const next = 'Recovered!2028';
  await card.getByLabel(/^New password/).fill(next);
  await card.getByLabel(/Confirm new password/).fill(next);
  await card.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(card).toBeHidden();

  await logOut(page);
  await signInAsUi(page, { email: member.email, password: next, totpSecret: secret });
  await page.goto('/account');
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
});

test('a ?next= to another site is never followed after signing in', async ({ page }) => {
  const member = await createMember();
  await page.goto('/login?next=https%3A%2F%2Fevil.example%2F');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${portalUrl}/`);
});

test('change password from the Security card, then sign in with it', async ({ page }) => {
  const member = await createMember();
  await signInAsUi(page, member);
  await page.goto('/account');
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog.getByLabel(/^New password/)).toBeFocused();
  const next = 'Changed!2028';
  await dialog.getByLabel(/^New password/).fill(next);
  await dialog.getByLabel(/Confirm new password/).fill(next);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await logOut(page);
  await signInAsUi(page, { email: member.email, password: next });
  await page.goto('/account');
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
});
