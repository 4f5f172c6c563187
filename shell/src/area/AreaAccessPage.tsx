import type { Area } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import {
  Button,
  Container,
  Heading,
  pageTitle,
  Stack,
  Text,
  useDocumentTitle,
} from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../guards/decide';
import { SHELL_NS } from '../i18n/namespace';
import { useSiteBase } from '../layout/site-base';

export type AreaRefusal = 'signed-out' | 'denied' | 'needs-mfa';

const TEXTS = {
  'signed-out': 'area.signedOut',
  denied: 'area.denied',
  'needs-mfa': 'area.needsMfa',
} as const satisfies Record<AreaRefusal, string>;

/**
 * Why an area host does not show its area, and what to do: sign in here (each subdomain keeps
 * its own session), ask an administrator for the area's flag, or (certification) enable MFA on
 * the main site's account page and sign in here with the code.
 */
export function AreaAccessPage({ area, state }: { area: Area; state: AreaRefusal }) {
  const { t } = useTranslation(SHELL_NS);
  const siteBase = useSiteBase() ?? paths.home();
  const texts = TEXTS[state];
  useDocumentTitle(pageTitle(t(`${texts}.title`)));
  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }}>
      <Stack gap="5" data-testid="area-access" data-state={state}>
        <Text color="fg.muted" fontWeight="semibold" textTransform="uppercase" fontSize="sm">
          {t(`area.name.${area}`)}
        </Text>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {t(`${texts}.title`)}
        </Heading>
        <Text fontSize="lg">{t(`${texts}.body`)}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {state === 'signed-out' ? (
            <Button asChild colorPalette="brand">
              <RouterLink to={LOGIN_PATH}>{t('area.signedOut.action')}</RouterLink>
            </Button>
          ) : null}
          {state === 'needs-mfa' ? (
            <>
              <Button asChild colorPalette="brand">
                <a href={new URL(paths.account(), siteBase).href}>{t('area.needsMfa.setup')}</a>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to={LOGIN_PATH}>{t('area.needsMfa.signIn')}</RouterLink>
              </Button>
            </>
          ) : null}
          {state === 'denied' ? (
            <Button asChild variant="outline">
              <a href={siteBase}>{t('area.denied.home')}</a>
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Container>
  );
}
