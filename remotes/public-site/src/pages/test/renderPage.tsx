import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';

export const LANGUAGES = ['en', 'fr', 'pt', 'sw'] as const;
export type TestLanguage = (typeof LANGUAGES)[number];

afterEach(() => {
  cleanup();
});

/** Renders a page with the providers the shell gives it: Chakra, i18n, router. */
export async function renderPage(
  page: ReactElement,
  { path = '/', language = 'en' }: { path?: string; language?: TestLanguage } = {},
) {
  await i18next.changeLanguage(language);
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18next}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

/** Every non-empty text node under `root`, trimmed. */
export function textNodes(root: Node): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  return texts;
}
