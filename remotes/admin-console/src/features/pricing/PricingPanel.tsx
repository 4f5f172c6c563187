import { Heading, QueryStates, SimpleGrid, Stack, Text } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';
import { usePricingListQuery } from './api/pricing-list-query';
import { PricingCard } from './components/PricingCard';

/**
 * Admin → Pricing (`/admin/pricing`): one card per tier with its yearly price in pesewas.
 * Orders are priced from these rows in the database, so a saved price is charged at once.
 */
export default function PricingPanel() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const pricing = usePricingListQuery();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="xl" id={headingId}>
        {t('admin.tabs.pricing')}
      </Heading>
      <Text color="fg.muted">{t('pricing.intro')}</Text>
      <QueryStates
        query={pricing}
        errorMessage={t('pricing.loadError')}
        isEmpty={(rows) => rows.length === 0}
        empty={t('pricing.empty')}
      >
        {(rows) => (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {rows.map((row) => (
              <PricingCard key={row.id} pricing={row} />
            ))}
          </SimpleGrid>
        )}
      </QueryStates>
    </Stack>
  );
}
