import './i18n';
import type { Area } from '@csan/shared-auth';
import { Box, Heading, Stack, Text } from '@csan/shared-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../server-state/query-client';
import { AccessRequestPanel } from './AccessRequestPanel';
import { AREA_OFFER_NS } from './i18n/namespace';

const POINTS = ['point1', 'point2', 'point3'] as const;

/** What the area offers, in our own words: a summary and three points. */
function AreaDescription({ area }: { area: Area }) {
  const { t } = useTranslation(AREA_OFFER_NS);
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} data-testid="area-offer">
      <Heading as="h2" size="lg" id={headingId} mb="3">
        {t('offers.heading')}
      </Heading>
      <Text mb="3">{t(`offers.${area}.summary`)}</Text>
      <Stack as="ul" gap="1" ps="5" listStyleType="disc">
        {POINTS.map((point) => (
          <li key={point}>{t(`offers.${area}.${point}`)}</li>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The part of an area host's access page that is loaded on demand (its texts too): what the
 * area offers; for a member without the area's flag, then the request for access and its
 * state (a visitor's Sign in is on the page itself, which does not wait for this chunk).
 */
export default function AreaOffer({ area, state }: { area: Area; state: 'signed-out' | 'denied' }) {
  if (state === 'signed-out') return <AreaDescription area={area} />;
  return (
    <Stack gap="8">
      <AreaDescription area={area} />
      <QueryClientProvider client={queryClient}>
        <AccessRequestPanel area={area} />
      </QueryClientProvider>
    </Stack>
  );
}
