import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  type ComponentType,
  createElement,
  isValidElement,
  type ReactElement,
  StrictMode,
} from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '../forms';
import { initI18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { UiProvider } from '../provider/UiProvider';
import { createQueryClient } from '../query/query-client';

/**
 * A QueryClient for one test: nothing is retried (a failure shows at once) and nothing is
 * kept between tests, which each get their own.
 */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
}

/** Where the page navigated to (path and query), in `data-testid="location"`. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export type RenderPageOptions = {
  /** The route pattern the page is mounted at (default `/`). */
  path?: string;
  /** The address the test opens (default: `path`). */
  url?: string;
  /** Also show the location next to the page, for tests that follow a change of its query. */
  showLocation?: boolean;
  /** Adds the toaster, so toasts can be read on screen. */
  toasts?: boolean;
  /** StrictMode (effects run twice, as in development); on unless a test opts out. */
  strict?: boolean;
  language?: Language;
  /** The test's own client, to watch or seed the cache; a fresh one otherwise. */
  queryClient?: QueryClient;
};

/**
 * Renders a page (component or element) with the providers the shell gives every page: the
 * Chakra system, the i18n instance (in `language`, English by default), a router at `url` and
 * a fresh QueryClient. Any other path renders only the location, so redirects can be read.
 */
export async function renderPage(
  page: ComponentType | ReactElement,
  {
    path = '/',
    url = path,
    showLocation = false,
    toasts = false,
    strict = true,
    language = 'en',
    queryClient = createTestQueryClient(),
  }: RenderPageOptions = {},
) {
  const i18n = initI18n();
  await i18n.changeLanguage(language);
  const element = isValidElement(page) ? page : createElement(page);
  const tree = (
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path={path}
              element={
                <>
                  {element}
                  {showLocation ? <Location /> : null}
                </>
              }
            />
            <Route path="*" element={<Location />} />
          </Routes>
        </MemoryRouter>
        {toasts ? <Toaster /> : null}
      </UiProvider>
    </QueryClientProvider>
  );
  return { ...render(strict ? <StrictMode>{tree}</StrictMode> : tree), queryClient };
}
