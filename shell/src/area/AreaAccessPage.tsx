import { type Area, loginPathTo } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import {
  Button,
  Container,
  Heading,
  LoadingState,
  pageTitle,
  Stack,
  Text,
  useDocumentTitle,
} from '@csan/shared-ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '../guards/decide';
import { SHELL_NS } from '../i18n/namespace';
import { useSiteBase } from '../layout/site-base';
import { RemoteErrorBoundary } from '../routes/RemoteErrorBoundary';
import { RemoteUnavailable } from '../routes/RemoteUnavailable';

export type AreaRefusal = 'signed-out' | 'denied' | 'needs-mfa';

const TEXTS = {
  'signed-out': 'area.signedOut',
  denied: 'area.denied',
  'needs-mfa': 'area.needsMfa',
} as const satisfies Record<AreaRefusal, string>;

const loadOffer = () => import(/* webpackChunkName: "area-offer" */ './offer/AreaOffer');

/**
 * What the area offers and the member's request for access: its own chunk with its texts, so
 * the main site's first load does not carry them. A failed download shows the unavailable
 * panel with Retry (a fresh lazy component: React.lazy remembers a rejected import).
 */
function LazyAreaOffer({ area, state }: { area: Area; state: 'signed-out' | 'denied' }) {
  const [Offer, setOffer] = useState(() => lazy(loadOffer));
  return (
    <RemoteErrorBoundary
      onRetry={() => setOffer(() => lazy(loadOffer))}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<LoadingState />}>
        <Offer area={area} state={state} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * Why an area host does not show its area, and what to do: a visitor signs in (and comes back
 * to this address); a member without the area's flag reads what the area offers and asks for
 * access (admins grant it in the Users tab); a partner without MFA (certification) enables it on
 * the main site's account page and signs in with the code.
 */
export function AreaAccessPage({ area, state }: { area: Area; state: AreaRefusal }) {
  const { t } = useTranslation(SHELL_NS);
  const location = useLocation();
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
              <RouterLink to={loginPathTo(`${location.pathname}${location.search}`)}>
                {t('area.signedOut.action')}
              </RouterLink>
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
        {state === 'needs-mfa' ? null : <LazyAreaOffer area={area} state={state} />}
      </Stack>
    </Container>
  );
}
