import { expect, type Page, test } from '@playwright/test';
import { Footer } from '../pages/footer';
import { Header, navLabel } from '../pages/header';
import { translation } from '../support/translations';

// A link to another page behaves as it would between two HTML pages: the new page starts at its
// top with focus at the start of its content; Back returns to where the reader was.
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });
const aboutTitle = translation('remotes/public-site', 'en', 'about.title');

test('a footer link from the bottom of a page opens the next page at its top; Back returns', async ({
  page,
}) => {
  const header = new Header(page);
  // About opened once first, so its page module is cached and renders at once on the way back
  // (nothing in between resets the scroll position by itself).
  await page.goto('/about');
  await expect(heading(page)).toHaveText(aboutTitle);
  await header.navLink('home').click();
  await expect(heading(page)).toHaveText(
    translation('remotes/public-site', 'en', 'home.hero.title'),
  );

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const left = await scrollY(page);

  await new Footer(page).link('About').click();
  await expect(heading(page)).toHaveText(aboutTitle);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(main(page)).toBeFocused();
  // The next Tab continues inside the new page, not in the footer that was left.
  await page.keyboard.press('Tab');
  await expect(main(page).locator(':focus')).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(left);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a side panel link opens the page at its top with focus in it; Escape returns to the menu button', async ({
    page,
  }) => {
    const header = new Header(page);
    await page.goto('/');
    await expect(heading(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);

    const panel = await header.openSidePanel();
    await panel.getByRole('link', { name: navLabel('pillars'), exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(heading(page)).toHaveText(
      translation('remotes/public-site', 'en', 'pillars.title'),
    );
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(main(page)).toBeFocused();

    // Closed without following a link: focus goes back to the button that opened it.
    await header.openSidePanel();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(header.menuButton).toBeFocused();
  });
});
