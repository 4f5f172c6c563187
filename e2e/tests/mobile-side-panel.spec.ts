import { expect, test } from '@playwright/test';
import { Header, NAV_KEYS, navLabel } from '../pages/header';
import { LANGUAGES, translation } from '../support/translations';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the side panel lists the links, navigates and closes', async ({ page }) => {
  const header = new Header(page);
  await page.goto('/');
  // The top links are folded away on small screens.
  await expect(header.navLink('about')).toBeHidden();

  const panel = await header.openSidePanel();
  for (const key of NAV_KEYS) {
    await expect(panel.getByRole('link', { name: navLabel(key), exact: true })).toBeVisible();
  }
  const languages = panel.getByRole('group', {
    name: translation('shell', 'en', 'language.label'),
  });
  for (const { label } of LANGUAGES)
    await expect(languages.getByRole('button', { name: label })).toBeVisible();

  await panel.getByRole('link', { name: navLabel('about'), exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translation('remotes/public-site', 'en', 'about.title'),
  );
});

test('the side panel switches the language', async ({ page }) => {
  const header = new Header(page);
  await page.goto('/');
  const panel = await header.openSidePanel();
  await panel.getByRole('button', { name: 'Kiswahili' }).click();
  await expect(panel.getByRole('button', { name: 'Kiswahili' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    panel.getByRole('link', { name: navLabel('about', 'sw'), exact: true }),
  ).toBeVisible();
});
