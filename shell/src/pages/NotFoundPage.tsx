import { Box, Heading, Link, pageTitle, Text, useDocumentTitle } from '@csan/shared-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { SHELL_NS } from '../i18n/namespace';

/** Spec "Not-found page": '404', 'Oops! Page not found', 'Return to Home'; the path is logged. */
export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NS);
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
        <RouterLink to="/">{t('notFound.home')}</RouterLink>
      </Link>
    </Box>
  );
}
