import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createMember, type Member } from '../support/backend';
import { signInAs } from '../support/session';

/**
 * The member directory against the real stack: a member makes their profile public with
 * expertise and a LinkedIn URL, another member finds them by an expertise word and opens their
 * card; switched off, they are gone for the other member on reload. Also the phone layout and
 * axe, and the account page's way into the directory.
 */

const ownCard = (page: Page) => page.getByRole('region', { name: 'Your directory profile' });
const publicList = (page: Page) => page.getByRole('region', { name: 'Public members' });
const makePublic = (page: Page) =>
  ownCard(page).getByRole('checkbox', { name: 'Make my profile public' });
/** Flips the switch as a member does: a click on it (its label). */
const flipSwitch = (page: Page) => ownCard(page).getByText('Make my profile public').click();

async function pageOf(browser: Browser, member: Member): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, member);
  return page;
}

async function expectNothingSerious(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

test('public, found by an expertise word, opened; switched off, gone on reload', async ({
  browser,
}) => {
  const ama = await createMember({ tier: 'Professional', fullName: 'Ama Directory' });
  const kofi = await createMember({ tier: 'Student', fullName: 'Kofi Reader' });

  const amaPage = await pageOf(browser, ama);
  await amaPage.goto('/member-directory');
  await expect(amaPage.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible();
  await expect(ownCard(amaPage).getByText('Ama Directory')).toBeVisible();
  await expect(makePublic(amaPage)).not.toBeChecked();

  await ownCard(amaPage).getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = amaPage.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Expertise areas').fill('Satellite Forensics, Threat Hunting');
  await dialog.getByLabel('Research interests').fill('Ground-station security');
  await dialog.getByLabel('Location').fill('Accra');
  await dialog.getByLabel('LinkedIn URL').fill('https://example.com/ama');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText(
      'Enter a LinkedIn profile URL (https://www.linkedin.com/in/your-name) or leave it empty',
    ),
  ).toBeVisible();
  await dialog.getByLabel('LinkedIn URL').fill('www.linkedin.com/in/ama-directory');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(amaPage.getByText('Profile saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await flipSwitch(amaPage);
  await expect(amaPage.getByText('Your profile is now public')).toBeVisible();
  await expect(makePublic(amaPage)).toBeChecked();

  const kofiPage = await pageOf(browser, kofi);
  await kofiPage.goto('/member-directory');
  await kofiPage.getByRole('searchbox', { name: 'Search members' }).fill('satellite');
  await kofiPage.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(kofiPage).toHaveURL(/\/member-directory\?q=satellite$/);
  await expect(publicList(kofiPage).getByText('Showing 1–1 of 1 members')).toBeVisible();
  await publicList(kofiPage).getByRole('link', { name: 'Ama Directory', exact: true }).click();
  await expect(kofiPage).toHaveURL(/\/member-directory\/[0-9a-f-]{36}$/);
  const main = kofiPage.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Ama Directory' })).toBeVisible();
  await expect(main.getByText('Ground-station security')).toBeVisible();
  await expect(
    main.getByRole('link', { name: 'LinkedIn profile of Ama Directory (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://www.linkedin.com/in/ama-directory');

  await flipSwitch(amaPage);
  await expect(amaPage.getByText('Your profile is now private')).toBeVisible();

  await kofiPage.reload();
  await expect(
    main.getByText('This profile is not available: the member may have made it private.'),
  ).toBeVisible();
  await expect(main.getByText('Ground-station security')).toHaveCount(0);
  await kofiPage.goto('/member-directory?q=satellite');
  await expect(
    publicList(kofiPage).getByText('No members found matching your search.'),
  ).toBeVisible();
});

test('the expertise filter and paging come from the server', async ({ page }) => {
  const member = await createMember({ tier: 'Student' });
  await signInAs(page, member);
  await page.goto('/member-directory');
  const list = publicList(page);
  // The seed's public members: the Professional lists Threat Hunting.
  await list.getByRole('combobox', { name: 'Expertise area' }).selectOption('Threat Hunting');
  await expect(page).toHaveURL(/expertise=Threat\+Hunting/);
  await expect(
    list.getByRole('listitem').filter({ hasText: 'Threat Hunting' }).first(),
  ).toBeVisible();
  await expect(list.getByText(/^Showing 1–\d+ of \d+ members$/)).toBeVisible();
  await list.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/member-directory$/);
});

test('on a 390 × 844 phone the directory fits the width, and axe finds nothing serious', async ({
  page,
}) => {
  const member = await createMember({ tier: 'Professional', fullName: 'Phone Member' });
  await signInAs(page, member);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/member-directory');
  await expect(publicList(page).getByRole('link').first()).toBeVisible();
  await expect(makePublic(page)).toBeVisible();
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow(), '/member-directory scrolls sideways').toBeLessThanOrEqual(0);
  await expectNothingSerious(page, '/member-directory');

  await ownCard(page).getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
  expect(await overflow(), 'Edit Profile scrolls sideways').toBeLessThanOrEqual(0);
  await expectNothingSerious(page, 'Edit Profile');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await publicList(page).getByRole('heading', { level: 3 }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/member-directory\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Back to the Member Directory' })).toBeVisible();
  expect(await overflow(), 'a member page scrolls sideways').toBeLessThanOrEqual(0);
  await expectNothingSerious(page, '/member-directory/<id>');
});

test('account: an admin has complimentary Corporate access; Manage Directory opens the directory', async ({
  page,
}) => {
  const admin = await createMember({ admin: true, tier: null, totp: true });
  await signInAs(page, admin);
  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText('Complimentary Corporate access')).toBeVisible();
  await expect(profile.getByText('No membership')).toHaveCount(0);
  await page.getByRole('link', { name: 'Manage Directory' }).click();
  await expect(page).toHaveURL(/\/member-directory$/);
  await expect(ownCard(page).getByRole('button', { name: 'Edit Profile' })).toBeVisible();
});
