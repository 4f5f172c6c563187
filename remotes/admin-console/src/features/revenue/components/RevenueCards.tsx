import { formatCedis, SimpleGrid } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import type { RevenueSummary } from '../../../api/revenue-summary-query';
import { MetricCard } from '../../../components/MetricCard';
import { NS } from '../../../i18n/namespace';
import { formatPercent } from '../rules/revenue-display';

/** Monthly Recurring Revenue (with the annual figure), Total Revenue, New This Month, Churn. */
export function RevenueCards({ summary }: { summary: RevenueSummary }) {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
      <MetricCard
        title={t('revenue.cards.mrr')}
        value={formatCedis(summary.mrr_cents, language)}
        note={t('revenue.cards.mrrNote', {
          amount: formatCedis(summary.annual_revenue_cents, language),
        })}
      />
      <MetricCard
        title={t('revenue.cards.totalRevenue')}
        value={formatCedis(summary.total_revenue_cents, language)}
        note={t('revenue.cards.totalRevenueNote')}
      />
      <MetricCard
        title={t('revenue.cards.newThisMonth')}
        value={new Intl.NumberFormat(language).format(summary.new_this_month)}
        note={t('revenue.cards.newThisMonthNote')}
      />
      <MetricCard
        title={t('revenue.cards.churnRate')}
        value={formatPercent(summary.churn_rate, language)}
        note={t('revenue.cards.churnRateNote', {
          cancelling: summary.cancelling_subscriptions,
          active: summary.active_subscriptions,
        })}
      />
    </SimpleGrid>
  );
}
