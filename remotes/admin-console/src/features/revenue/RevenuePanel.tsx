import { Heading, LoadingState, QueryStates, SimpleGrid, Stack } from '@csan/shared-ui';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevenueSummaryQuery } from '../../api/revenue-summary-query';
import { NS } from '../../i18n/namespace';
import { useRevenueByMonthQuery } from './api/revenue-by-month-query';
import { useRevenueByTierQuery } from './api/revenue-by-tier-query';
import { KeyMetrics } from './components/KeyMetrics';
import { RevenueByTier } from './components/RevenueByTier';
import { RevenueCards } from './components/RevenueCards';

// The chart library loads with this tab only, after the figures: its own chunk.
const RevenueCharts = lazy(() => import('./components/RevenueCharts'));

/**
 * Admin → Revenue (`/admin/revenue`): the spec's cards, Revenue by Tier and Key Metrics, every
 * figure computed by the database (admin_revenue_summary, admin_revenue_by_tier); then revenue
 * by month over the last 12 months and active members by tier as charts. Read-only.
 */
export default function RevenuePanel() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const summary = useRevenueSummaryQuery();
  const byTier = useRevenueByTierQuery();
  const byMonth = useRevenueByMonthQuery();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="5">
      <Heading as="h2" size="xl" id={headingId}>
        {t('revenue.title')}
      </Heading>
      <QueryStates query={summary} errorMessage={t('revenue.loadError')} isEmpty={() => false}>
        {(figures) => (
          <Stack gap="5">
            <RevenueCards summary={figures} />
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              <QueryStates
                query={byTier}
                errorMessage={t('revenue.loadError')}
                isEmpty={() => false}
              >
                {(tiers) => <RevenueByTier tiers={tiers} />}
              </QueryStates>
              <KeyMetrics summary={figures} />
            </SimpleGrid>
          </Stack>
        )}
      </QueryStates>
      <QueryStates query={byMonth} errorMessage={t('revenue.loadError')} isEmpty={() => false}>
        {(months) =>
          byTier.data ? (
            <Suspense fallback={<LoadingState label={t('revenue.charts.loading')} />}>
              <RevenueCharts months={months} tiers={byTier.data} />
            </Suspense>
          ) : null
        }
      </QueryStates>
    </Stack>
  );
}
