import { expect, test } from '@playwright/test';
import { Header } from '../pages/header';
import { expectNoMissingKeys } from '../support/missing-keys';
import { LANGUAGES, translation } from '../support/translations';

const PUBLIC_SITE = 'remotes/public-site';

/** The public pages and the catalog key of each one's <h1>. */
const PAGES = [
  { path: '/', heading: 'home.hero.title' },
  { path: '/about', heading: 'about.title' },
  { path: '/pillars', heading: 'pillars.title' },
  { path: '/privacy', heading: 'privacy.title' },
  { path: '/terms', heading: 'terms.title' },
] as const;

for (const language of LANGUAGES) {
  test.describe(`public pages in ${language.label}`, () => {
    for (const { path, heading } of PAGES) {
      test(`${path}?lng=${language.code} is fully translated`, async ({ page }) => {
        await page.goto(`${path}?lng=${language.code}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          translation(PUBLIC_SITE, language.code, heading),
        );
        await expectNoMissingKeys(page);
      });
    }

    test(`the header switcher turns every public page into ${language.label}`, async ({ page }) => {
      const header = new Header(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        translation(PUBLIC_SITE, 'en', 'home.hero.title'),
      );
      await header.switchLanguage(language.label);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        translation(PUBLIC_SITE, language.code, 'home.hero.title'),
      );
      await expectNoMissingKeys(page);
      // The choice is cached (localStorage): full page loads keep it, without ?lng.
      for (const { path, heading } of PAGES.slice(1)) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          translation(PUBLIC_SITE, language.code, heading),
        );
        await expectNoMissingKeys(page);
      }
    });
  });
}
