import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, totpCode } from '../support/backend';

/**
 * A member with an authenticator who typed only the password owes the MFA code step: until it
 * is passed nothing signed-in shows (the database refuses their data at aal1 as well).
 */

const PARTNER = { email: 'partner@csan.test', totp: 'AXFVCYZF7II7KVO776EIDBRCU7NLAZD4' };

async function expectNothingSignedIn(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: /account|menu/i })).toHaveCount(0);
}

test('during the MFA step, /membership and /checkout show no subscription, payments or Cancel', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(PARTNER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expectNothingSignedIn(page);

  await page.goto('/membership');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNothingSignedIn(page);
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Payment history' })).toHaveCount(0);

  await page.goto('/checkout?tier=Professional');
  await expectNothingSignedIn(page);
  await expect(page.getByRole('heading', { name: 'Payment history' })).toHaveCount(0);

  // A member page sends back to the step; passing it shows the membership.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await page.getByLabel('Verification code').fill(totpCode(PARTNER.totp));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/membership');
  await expect(page.getByRole('heading', { name: 'Payment history' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
});
