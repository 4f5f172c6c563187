import { Heading, QueryStates, SimpleGrid, Stack, VisuallyHidden } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MetricCard } from '../../../components/MetricCard';
import { NS } from '../../../i18n/namespace';
import { useAnalyticsTotalsQuery } from '../api/analytics-totals-query';

/** Total Downloads, Total Leads, Resources with downloads. */
export function AnalyticsCards() {
  const { t, i18n } = useTranslation(NS);
  const totals = useAnalyticsTotalsQuery();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId}>
      <VisuallyHidden>
        <Heading as="h2" id={headingId}>
          {t('analytics.cards.title')}
        </Heading>
      </VisuallyHidden>
      <QueryStates query={totals} errorMessage={t('analytics.loadError')} isEmpty={() => false}>
        {(data) => (
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <MetricCard
              title={t('analytics.cards.downloads')}
              value={number(data.total_downloads)}
            />
            <MetricCard title={t('analytics.cards.leads')} value={number(data.total_leads)} />
            <MetricCard
              title={t('analytics.cards.resources')}
              value={number(data.resources_with_downloads)}
            />
          </SimpleGrid>
        )}
      </QueryStates>
    </Stack>
  );
}
