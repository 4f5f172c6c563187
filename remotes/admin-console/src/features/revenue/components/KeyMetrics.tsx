import { formatCedis, Heading, SimpleGrid, Stack } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RevenueSummary } from '../../../api/revenue-summary-query';
import { MetricCard } from '../../../components/MetricCard';
import { NS } from '../../../i18n/namespace';

/** Average Subscription Value and Annual Run Rate. */
export function KeyMetrics({ summary }: { summary: RevenueSummary }) {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Heading as="h3" size="md" id={headingId}>
        {t('revenue.keyMetrics.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <MetricCard
          level="h4"
          title={t('revenue.keyMetrics.average')}
          value={formatCedis(summary.average_subscription_value_cents, i18n.language)}
          note={t('revenue.keyMetrics.averageNote')}
        />
        <MetricCard
          level="h4"
          title={t('revenue.keyMetrics.runRate')}
          value={formatCedis(summary.annual_run_rate_cents, i18n.language)}
          note={t('revenue.keyMetrics.runRateNote')}
        />
      </SimpleGrid>
    </Stack>
  );
}
