import { AREAS as REGISTRY_AREAS } from '@csan/remotes';
import { expect, type Page, test } from '@playwright/test';
import { AREAS, type Area, expectAreaLanding } from '../support/areas';
import { anonClient, totpCode } from '../support/backend';
import { areaUrl, LOCAL_DOMAIN, portalUrl } from '../support/ports';
import {
  AUTH_STORAGE_KEY,
  claimsOf,
  SEEDED_PARTNER,
  storedAal,
  storedSession,
  storeSession,
} from '../support/session';
import { translation } from '../support/translations';

/**
 * One sign-in across the main host and the area hosts (README, "One sign-in across hosts"):
 * the session is one cookie on the parent domain, so signing in, signing out and a token
 * refresh on one host are what every other host sees. Each step goes through the portal's UI.
 */

const PARTNER_NAME = 'Adjoa Partner';
const accountMenu = (page: Page) =>
  page.getByRole('button', { name: `Account menu of ${PARTNER_NAME}` });
/** The area's entry in the signed-in menu (shell catalogue `area.name.<area>`). */
const areaMenuName = (hostLabel: Area) =>
  translation(
    'shell',
    'en',
    `area.name.${REGISTRY_AREAS.find((a) => a.hostLabel === hostLabel)?.name}`,
  );
const headerSignIn = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });

async function signInWithTotp(page: Page, origin = portalUrl): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(SEEDED_PARTNER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(SEEDED_PARTNER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Verification code').fill(totpCode(SEEDED_PARTNER.totpSecret));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(accountMenu(page)).toBeVisible();
}

test('the partner signs in once on the main host and opens every area from the menu, signed in at aal2', async ({
  page,
  context,
}) => {
  await signInWithTotp(page);
  expect(await storedAal(context)).toBe('aal2');

  // The session lives in cookies on the parent domain only: Lax, not Secure on http, and
  // readable by the page's supabase-js (not HttpOnly). No host keeps a copy of its own.
  const cookies = (await context.cookies()).filter((c) => c.name.startsWith(AUTH_STORAGE_KEY));
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) {
    expect(cookie).toMatchObject({
      domain: `.${LOCAL_DOMAIN}`,
      path: '/',
      sameSite: 'Lax',
      secure: false,
      httpOnly: false,
    });
  }
  const signedIn = await storedSession(context);

  for (const area of AREAS) {
    // Opened from the signed-in menu of the main host (a full page load on the area's host).
    await page.goto(`${portalUrl}/`);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: areaMenuName(area) }).click();
    await expect(page).toHaveURL(`${areaUrl(area)}/`);
    await expectAreaLanding(page, area);
    await expect(accountMenu(page)).toBeVisible();
    // No prompt of any kind: still on the area's own page, no password or code asked.
    await expect(page).toHaveURL(`${areaUrl(area)}/`);
    await expect(page.getByLabel('Verification code')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveCount(0);
    // The same session, still aal2 (intel needs it: its page would refuse aal1).
    expect(await storedAal(context)).toBe('aal2');
    expect((await storedSession(context))?.user.id).toBe(signedIn?.user.id);
  }
});

test('a token refreshed on one host is the one the other hosts use', async ({ context }) => {
  const main = await context.newPage();
  await signInWithTotp(main);
  const skillup = await context.newPage();
  await skillup.goto(`${areaUrl('skillup')}/`);
  await expectAreaLanding(skillup, 'skillup');
  const before = await storedSession(context);
  if (!before) throw new Error('no session after sign-in');

  // The main host's supabase-js refreshes its tokens (the same request, answered by the
  // stack's rotation) and writes them to the shared cookie, as its refresh timer does.
  const client = await anonClient();
  const refreshed = await client.auth.refreshSession({ refresh_token: before.refresh_token });
  if (!refreshed.data.session) throw new Error(`refresh: ${refreshed.error?.message}`);
  const after = refreshed.data.session;
  expect(after.access_token).not.toBe(before.access_token);
  expect(claimsOf(after.access_token).aal).toBe('aal2');

  // The open area tab hears of it (cookie change, or focus) and reads the member's data with
  // the new token, without a reload.
  const usesNewToken = skillup.waitForRequest(
    (request) =>
      request.url().includes('/rest/v1/') &&
      request.headers().authorization === `Bearer ${after.access_token}`,
  );
  await storeSession(main, after);
  await skillup.bringToFront();
  await skillup.evaluate(() => window.dispatchEvent(new Event('focus')));
  await usesNewToken;

  // The old refresh token is never presented again (reuse detection would end the session
  // for every host): both hosts are still signed in on their next load, with the new tokens.
  await skillup.reload();
  await expect(accountMenu(skillup)).toBeVisible();
  await main.reload();
  await expect(accountMenu(main)).toBeVisible();
  expect((await storedSession(context))?.refresh_token).toBe(after.refresh_token);
});

test('signing out on an area host signs the main host out (live, and on its next load)', async ({
  context,
}) => {
  const main = await context.newPage();
  await signInWithTotp(main);
  const intel = await context.newPage();
  await intel.goto(`${areaUrl('intel')}/`);
  await expectAreaLanding(intel, 'intel');

  await accountMenu(intel).click();
  await intel.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(intel.getByText('Logged out successfully')).toBeVisible();
  expect(await storedSession(context)).toBeNull();

  // The main host's open tab follows (the cookie change, or its next focus)…
  await main.bringToFront();
  await main.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(accountMenu(main)).toHaveCount(0);
  await expect(headerSignIn(main)).toBeVisible();
  // …and its next load is a visitor's.
  await main.reload();
  await expect(headerSignIn(main)).toBeVisible();
  await expect(accountMenu(main)).toHaveCount(0);
  await main.goto(`${portalUrl}/account`);
  await expect(main).toHaveURL(/\/login/);
});

test('and back: signed in on an area host, the partner is signed in at aal2 on the main host', async ({
  page,
  context,
}) => {
  await signInWithTotp(page, areaUrl('tools'));
  await page.goto(`${portalUrl}/account`);
  await expect(page).toHaveURL(`${portalUrl}/account`);
  await expect(accountMenu(page)).toBeVisible();
  expect(await storedAal(context)).toBe('aal2');
});
