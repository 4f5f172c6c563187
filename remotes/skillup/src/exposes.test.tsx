import { initI18n, UiProvider } from '@csan/shared-ui';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPOSES } from './exposes';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';
import sw from './i18n/sw.json';

const CATALOGS = { en, fr, pt, sw };
const PAGES = [
  {
    name: 'LandingPage',
    load: () => import('./features/landing/LandingPage'),
    key: 'landing.title',
  },
];

function lookup(tree: unknown, key: string): string {
  return key
    .split('.')
    .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], tree) as string;
}

afterEach(cleanup);

describe('skillup exposes', () => {
  it('lists exactly the pages below', () => {
    expect(Object.keys(EXPOSES)).toEqual(PAGES.map((p) => `./${p.name}`));
  });

  for (const page of PAGES) {
    for (const language of ['en', 'fr', 'pt', 'sw'] as const) {
      it(`${page.name} shows its heading in ${language}`, async () => {
        const i18n = initI18n();
        await i18n.changeLanguage(language);
        const { default: Page } = await page.load();
        render(
          <UiProvider>
            <MemoryRouter>
              <Page />
            </MemoryRouter>
          </UiProvider>,
        );
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
          lookup(CATALOGS[language], page.key),
        );
      });
    }
  }
});
