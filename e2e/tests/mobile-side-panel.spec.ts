import { expect, test } from '@playwright/test';
import { Header } from '../pages/header';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the side panel lists the links, navigates and closes', async ({ page }) => {
  const header = new Header(page);
  await page.goto('/');
  // The top links are folded away on small screens.
  await expect(header.navLink('About')).toBeHidden();

  const panel = await header.openSidePanel();
  for (const name of [
    'Home',
    'About',
    'Pillars',
    'Membership',
    'Resources',
    'R&D Services',
    'Products',
  ]) {
    await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(
    panel.getByRole('button', { name: /language/i }).or(panel.getByText('English')),
  ).toBeVisible();

  await panel.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About CSAN');
});
