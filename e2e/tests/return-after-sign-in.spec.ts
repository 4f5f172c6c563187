import { expect, type Page, test } from '@playwright/test';
import { createMember, type Member, totpCode } from '../support/backend';

/**
 * Every sign-in prompt returns to the page, and the query, that asked for it (issue 26 item 2):
 * the chosen plan survives signing in, and /analytics' detour through /auth keeps its way back.
 */

/** Signs in on the /login page the prompt led to (never a fresh /login: that would drop ?next=). */
async function signInHere(page: Page, user: Member): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (user.totpSecret) {
    await page.getByLabel('Verification code').fill(totpCode(user.totpSecret));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
  }
}

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

test("'Sign In to Subscribe' on /membership comes back to that tier's checkout", async ({
  page,
}) => {
  const member = await createMember({ tier: null, totp: true });
  await page.goto('/membership');
  const professional = page.getByRole('article').filter({ hasText: 'Professional' });
  await professional.getByRole('link', { name: 'Sign In to Subscribe' }).click();
  await signInHere(page, member);
  await expect(page).toHaveURL((url) => url.pathname === '/checkout');
  expect(pathAndQuery(page)).toBe('/checkout?tier=Professional');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a signed-out visit to /checkout?tier=… comes back to the same checkout, query and all', async ({
  page,
}) => {
  const member = await createMember({ tier: null, totp: true });
  await page.goto('/checkout?tier=Student&code=WELCOME10');
  await signInHere(page, member);
  await expect(page).toHaveURL((url) => url.pathname === '/checkout');
  expect(pathAndQuery(page)).toBe('/checkout?tier=Student&code=WELCOME10');
});

test('a signed-out /analytics goes through /auth to /login and back to /analytics', async ({
  page,
}) => {
  const admin = await createMember({ admin: true, totp: true });
  await page.goto('/analytics');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(pathAndQuery(page)).toBe(`/login?next=${encodeURIComponent('/analytics')}`);
  await signInHere(page, admin);
  await expect(page).toHaveURL((url) => url.pathname === '/analytics');
});
