import { expect, test } from '@playwright/test';
import { createMember, type Member } from '../support/backend';
import { signInAs } from '../support/session';

// The signed-in user menu (its items per tier and role) and log out.
const BASE = ['My Account', 'Membership', 'Member Directory'];
const CASES = [
  { role: 'Student', extra: [] as string[] },
  { role: 'Professional', extra: ['R&D Projects'] },
  { role: 'Corporate', extra: ['Corporate Team', 'R&D Projects'] },
  { role: 'admin', extra: ['Corporate Team', 'R&D Projects', 'Admin', 'Analytics'] },
] as const;

const members: Record<string, Member> = {};

test.beforeAll(async () => {
  for (const tier of ['Student', 'Professional', 'Corporate'] as const) {
    members[tier] = await createMember({ tier, fullName: `${tier} Menu`, mfaDeadline: null });
  }
  members.admin = await createMember({
    admin: true,
    fullName: 'Admin Menu',
    mfaDeadline: null,
    totp: true,
  });
});

function member(role: string): Member {
  const found = members[role];
  if (!found) throw new Error(`no ${role} member`);
  return found;
}

for (const { role, extra } of CASES) {
  test(`the ${role} menu lists exactly that role's pages and leads there`, async ({ page }) => {
    const user = member(role);
    await signInAs(page, user);
    await page.goto('/about');
    const trigger = page.getByRole('button', { name: `Account menu of ${user.fullName}` });
    // Avatar initial: first letter of full_name.
    await expect(trigger).toHaveText(user.fullName.charAt(0));
    await trigger.click();
    await expect(page.getByRole('menuitem')).toHaveText([...BASE, ...extra, 'Log out']);
    await page.getByRole('menuitem', { name: 'Member Directory' }).click();
    await expect(page).toHaveURL(/\/member-directory$/);
  });
}

test('the menu works from the keyboard', async ({ page }) => {
  const user = member('Corporate');
  await signInAs(page, user);
  await page.goto('/about');
  await page.getByRole('button', { name: `Account menu of ${user.fullName}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  // Arrow keys move the highlight; Enter chooses the highlighted item.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Membership' })).toHaveAttribute(
    'data-highlighted',
    '',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(
    page.getByRole('button', { name: `Account menu of ${user.fullName}` }),
  ).toBeFocused();
});

test("log out ends the session, goes to / and says 'Logged out successfully'", async ({ page }) => {
  // Its own user: a global sign-out must not end another journey's session.
  const user = await createMember({
    tier: 'Student',
    fullName: 'Leaving Member',
    mfaDeadline: null,
  });
  await signInAs(page, user);
  await page.goto('/membership');
  await page.getByRole('button', { name: 'Account menu of Leaving Member' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Logged out successfully' }),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  // The session is gone: a reload stays signed out and a guarded page asks to sign in.
  await page.goto('/account');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the side panel lists the user choices and logs out', async ({ page }) => {
    const user = await createMember({
      tier: 'Corporate',
      fullName: 'Phone Member',
      mfaDeadline: null,
    });
    await signInAs(page, user);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog');
    const choices = panel.getByRole('region', { name: 'Account menu of Phone Member' });
    await expect(choices.getByRole('link')).toHaveText([...BASE, 'Corporate Team', 'R&D Projects']);
    await choices.getByRole('button', { name: 'Log out' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Logged out successfully' }),
    ).toBeVisible();
  });
});
