// Test-only entry (`@csan/shared-ui/testing`): helpers several remotes' tests share.
// Never imported by production code, so it is not part of the shared singleton.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { LANGUAGES, type Language } from '../i18n/languages';
import { UiProvider } from '../provider/UiProvider';
import { createTestQueryClient } from './render-page';

export { createTestQueryClient, type RenderPageOptions, renderPage } from './render-page';

export interface ExposedPage {
  /** Name in the remote's exposes map, without the leading `./`. */
  name: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Translation key of the page's h1. */
  key: string;
}

function lookup(tree: unknown, key: string): string {
  return key
    .split('.')
    .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], tree) as string;
}

/**
 * The exposes map lists exactly `pages`, and each page renders its translated
 * h1 in every language (the remote's own catalogs are the expected text).
 */
export function describeExposedPages(
  remote: string,
  exposes: Record<string, string>,
  catalogs: Record<Language, unknown>,
  pages: readonly ExposedPage[],
) {
  afterEach(cleanup);

  describe(`${remote} exposes`, () => {
    it('lists exactly the pages below', () => {
      expect(Object.keys(exposes)).toEqual(pages.map((p) => `./${p.name}`));
    });

    for (const page of pages) {
      for (const { code: language } of LANGUAGES) {
        it(`${page.name} shows its heading in ${language}`, async () => {
          const i18n = initI18n();
          await i18n.changeLanguage(language);
          const { default: Page } = await page.load();
          render(
            <QueryClientProvider client={createTestQueryClient()}>
              <UiProvider>
                <MemoryRouter>
                  <Page />
                </MemoryRouter>
              </UiProvider>
            </QueryClientProvider>,
          );
          expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
            lookup(catalogs[language], page.key),
          );
        });
      }
    }
  });
}
