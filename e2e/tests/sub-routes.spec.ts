import { expect, type Page, test } from '@playwright/test';
import { createMember, type Member, totpCode } from '../support/backend';
import { signInAs } from '../support/session';

// A remote owns the paths under its section (/admin/*, /resources/*, …): the shell guards the
// section and renders the remote's page, whose own routes pick the tab or item. So a deep link
// to a sub-route opens on reload, Back/Forward move between sub-routes, and the section's guard
// applies to every one of them.
const ADMIN_ONLY = "Access Denied: You don't have admin privileges";

const adminTabs = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

/** The admin dashboard shows `tab` open: its link is the current page and its panel shows. */
async function expectAdminTab(page: Page, tab: string, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(adminTabs(page).getByRole('link', { name: tab, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(adminTabs(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(main.getByRole('heading', { level: 2, name: tab, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${tab} · Admin Dashboard | CSAN`);
}

let admin: Member;
let student: Member;

test.beforeAll(async () => {
  // Own users (no MFA deadline: no lockout, no banner), so the seeded accounts stay untouched.
  admin = await createMember({ admin: true, tier: null, mfaDeadline: null, totp: true });
  student = await createMember({ tier: 'Student', mfaDeadline: null });
});

test('a deep link to an admin tab opens on reload; Back/Forward move between tabs', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/admin/waitlist');
  await expectAdminTab(page, 'Waitlist', '/admin/waitlist');

  await page.reload();
  await expectAdminTab(page, 'Waitlist', '/admin/waitlist');

  await adminTabs(page).getByRole('link', { name: 'Users', exact: true }).click();
  await expectAdminTab(page, 'Users', '/admin/users');

  await page.goBack();
  await expectAdminTab(page, 'Waitlist', '/admin/waitlist');
  await page.goForward();
  await expectAdminTab(page, 'Users', '/admin/users');

  // A page inside a tab is a deep link of its own too.
  await page.goto('/admin/users/mfa-support');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'MFA support requests' }),
  ).toBeVisible();
  await expect(adminTabs(page).getByRole('link', { name: 'Users', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('signed out, /admin/waitlist asks to sign in and comes back to it afterwards', async ({
  page,
}) => {
  await page.goto('/admin/waitlist');
  await expect(page).toHaveURL(
    (url) => `${url.pathname}${url.search}` === '/login?next=%2Fadmin%2Fwaitlist',
  );
  await expect(adminTabs(page)).toHaveCount(0);

  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Verification code').fill(totpCode(admin.totpSecret ?? ''));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expectAdminTab(page, 'Waitlist', '/admin/waitlist');
});

test("a member gets the admin guard's refusal on an admin sub-route, as on /admin", async ({
  page,
}) => {
  await signInAs(page, student);
  await page.goto('/admin/waitlist');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('toast').filter({ hasText: ADMIN_ONLY })).toHaveCount(1);
  await expect(adminTabs(page)).toHaveCount(0);
});

test('an unknown path under a section is the 404 page, inside the layout', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInAs(page, admin);
  for (const path of ['/admin/no-such-tab', '/resources/some-id/nothing-here']) {
    await test.step(path, async () => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(main.getByText('Oops! Page not found')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(adminTabs(page)).toHaveCount(0);
      await expect.poll(() => errors.some((text) => text.includes(path))).toBe(true);
    });
  }
});

test('item pages of the library and member area open by their address', async ({ page }) => {
  await signInAs(page, admin);
  for (const [path, heading, text] of [
    ['/resources/abc-123', 'Resource', /abc-123/],
    // No public member has that id: the directory's item page says so.
    ['/member-directory/abc-123', 'Member profile', /This profile is not available/],
    // Not a project the admin can see: the project page says so.
    ['/rd-projects/abc-123', 'R&D project', /This project is not available/],
  ] as const) {
    await test.step(path, async () => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main.getByText(text)).toBeVisible();
    });
  }
});
