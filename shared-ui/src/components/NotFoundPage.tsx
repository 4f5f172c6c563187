import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { pageTitle, useDocumentTitle } from '../hooks/use-document-title';
import { SHARED_UI_NS } from '../i18n/shared-ui-translations';

/**
 * The portal's 404 page: '404', 'Oops! Page not found', 'Return to Home', and the path logged.
 * The shell shows it for a path no route answers; a remote that owns sub-routes shows the same
 * page for an unknown one under its section (`<Route path="*">`), without importing the shell.
 */
export function NotFoundPage({ homePath }: { homePath: string }) {
  const { t } = useTranslation(SHARED_UI_NS);
  const { pathname } = useLocation();
  useDocumentTitle(pageTitle(t('notFound.title')));
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Box textAlign="center" py="24" px="4">
      <Heading as="h1" size="5xl" mb="4">
        404
      </Heading>
      <Text fontSize="xl" color="fg.muted" mb="4">
        {t('notFound.message')}
      </Text>
      <Link asChild color="brand.700" textDecoration="underline">
        <RouterLink to={homePath}>{t('notFound.home')}</RouterLink>
      </Link>
    </Box>
  );
}
