// Dev-only entry (`@csan/shared-ui/harness`): the standalone frame every remote's
// `pnpm --filter <remote> dev` mounts. Not part of the shared singleton's main entry,
// so production pages never download it.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Link as RouterLink, Routes } from 'react-router-dom';
import { Box, Button, HStack, Link } from '../components/chakra';
import { LoadingState } from '../components/states';
import { Toaster } from '../forms';
import { initI18n } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';
import { UiProvider } from '../provider/UiProvider';
import { createQueryClient } from '../query/query-client';

export interface HarnessPage {
  /** The path the shell uses for this page. */
  path: string;
  /** The page renders its own `<Routes>` for the paths under `path`, as in the shell. */
  subRoutes?: true;
  title: string;
  Page: ComponentType;
}

/** Links to each page, a language toggle, then the page itself. */
export function Harness({ pages }: { pages: readonly HarnessPage[] }) {
  const { i18n } = useTranslation();
  return (
    <Box>
      <HStack as="nav" aria-label="Harness" gap="4" p="3" borderBottomWidth="1px" wrap="wrap">
        {pages.map(({ path, title }) => (
          <Link key={path} asChild>
            <RouterLink to={path}>{title}</RouterLink>
          </Link>
        ))}
        {LANGUAGES.map(({ code }) => (
          <Button
            key={code}
            size="xs"
            variant="outline"
            onClick={() => void i18n.changeLanguage(code)}
          >
            {code}
          </Button>
        ))}
      </HStack>
      <Box as="main">
        <Suspense fallback={<LoadingState />}>
          <Routes>
            {pages.map(({ path, subRoutes, Page }) => (
              <Route key={path} path={subRoutes ? `${path}/*` : path} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
      </Box>
    </Box>
  );
}

/**
 * A remote alone, with the shell's providers (one Chakra system, the i18n
 * instance, a router, a QueryClient), so its team can work without the shell.
 */
export function mountHarness(pages: readonly HarnessPage[]) {
  initI18n();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <UiProvider>
          <BrowserRouter>
            <Harness pages={pages} />
          </BrowserRouter>
          <Toaster />
        </UiProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
