import { formatCedis, QueryStates, SimpleGrid } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { useRevenueSummaryQuery } from '../../../api/revenue-summary-query';
import { MetricCard } from '../../../components/MetricCard';
import { NS } from '../../../i18n/namespace';

/** Total Subscriptions, Active, Cancelling, Annual Revenue: the database's figures. */
export function SubscriptionCards() {
  const { t, i18n } = useTranslation(NS);
  const summary = useRevenueSummaryQuery();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <QueryStates
      query={summary}
      errorMessage={t('subscriptions.summaryError')}
      isEmpty={() => false}
    >
      {(data) => (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
          <MetricCard
            title={t('subscriptions.cards.total')}
            value={number.format(data.total_subscriptions)}
            note={t('subscriptions.cards.totalNote')}
          />
          <MetricCard
            title={t('subscriptions.cards.active')}
            value={number.format(data.active_subscriptions)}
          />
          <MetricCard
            title={t('subscriptions.cards.cancelling')}
            value={number.format(data.cancelling_subscriptions)}
          />
          <MetricCard
            title={t('subscriptions.cards.annualRevenue')}
            value={formatCedis(data.annual_revenue_cents, i18n.language)}
            note={t('subscriptions.cards.annualRevenueNote')}
          />
        </SimpleGrid>
      )}
    </QueryStates>
  );
}
