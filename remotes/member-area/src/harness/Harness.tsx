import { Box, Button, HStack, LANGUAGES, Link, LoadingState } from '@csan/shared-ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Link as RouterLink, Routes } from 'react-router-dom';
import { HARNESS_PAGES } from './pages';

/** Development-only frame: links to each page, a language toggle, then the page itself. */
export function Harness() {
  const { i18n } = useTranslation();
  return (
    <Box>
      <HStack as="nav" aria-label="Harness" gap="4" p="3" borderBottomWidth="1px" wrap="wrap">
        {HARNESS_PAGES.map(({ path, title }) => (
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
            {HARNESS_PAGES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
      </Box>
    </Box>
  );
}
