import { Box, chakra, formatCedis, Heading, SimpleGrid, Stack } from '@csan/shared-ui';
import { DataTable } from '@csan/shared-ui/forms';
import { type ReactElement, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { NS } from '../../../i18n/namespace';
import type { MonthRevenue } from '../api/revenue-by-month-query';
import type { TierRevenue } from '../api/revenue-by-tier-query';
import { monthLabel } from '../rules/revenue-display';

// The portal's palette (shared-ui's theme tokens, as CSS variables).
const BRAND = 'var(--chakra-colors-brand-700)';
const GOLD = 'var(--chakra-colors-gold-500)';
const GRID = 'var(--chakra-colors-border)';

type Props = { months: MonthRevenue[]; tiers: TierRevenue[] };

/**
 * Revenue by month over the last 12 months and active members by tier, as bar charts, each
 * with its figures as a table underneath: the table is what screen readers and keyboards use
 * (the drawing is hidden from them) and where the exact values are. This module is
 * the only one importing the chart library: the Revenue tab loads it lazily, so neither `/` nor
 * the other tabs download it.
 */
export default function RevenueCharts({ months, tiers }: Props) {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  const cedis = (pesewas: number) => formatCedis(pesewas, language);
  const monthData = months.map((m) => ({
    label: monthLabel(m.month, language),
    revenue: m.revenue_cents,
    payments: m.payments,
  }));
  const tierData = tiers.map((tier) => ({
    label: t(`subscriptions.tiers.${tier.tier}`, tier.tier),
    members: tier.active_subscriptions,
  }));
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <ChartSection
        title={t('revenue.charts.byMonth')}
        table={
          <DataTable
            columns={[
              {
                key: 'month',
                header: t('revenue.charts.month'),
                rowHeader: true,
                cell: (m) => m.label,
              },
              {
                key: 'revenue',
                header: t('revenue.charts.revenue'),
                cell: (m) => cedis(m.revenue),
              },
              { key: 'payments', header: t('revenue.charts.payments'), cell: (m) => m.payments },
            ]}
            rows={monthData}
            rowKey={(m) => m.label}
            label={t('revenue.charts.byMonth')}
          />
        }
      >
        <BarChart
          accessibilityLayer={false}
          data={monthData}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke={GRID} vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis
            tick={{ fontSize: 11 }}
            width={56}
            tickFormatter={(pesewas: number) =>
              new Intl.NumberFormat(language, { notation: 'compact' }).format(pesewas / 100)
            }
          />
          <Tooltip formatter={(pesewas) => [cedis(Number(pesewas)), t('revenue.charts.revenue')]} />
          <Bar dataKey="revenue" name={t('revenue.charts.revenue')} fill={BRAND} />
        </BarChart>
      </ChartSection>
      <ChartSection
        title={t('revenue.charts.byTier')}
        table={
          <DataTable
            columns={[
              {
                key: 'tier',
                header: t('revenue.byTier.tier'),
                rowHeader: true,
                cell: (r) => r.label,
              },
              { key: 'members', header: t('revenue.charts.members'), cell: (r) => r.members },
            ]}
            rows={tierData}
            rowKey={(r) => r.label}
            label={t('revenue.charts.byTier')}
          />
        }
      >
        <BarChart
          accessibilityLayer={false}
          data={tierData}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke={GRID} vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={40} />
          <Tooltip formatter={(members) => [members, t('revenue.charts.members')]} />
          <Bar dataKey="members" name={t('revenue.charts.members')} fill={GOLD} />
        </BarChart>
      </ChartSection>
    </SimpleGrid>
  );
}

function ChartSection({
  title,
  table,
  children,
}: {
  title: string;
  table: ReactNode;
  children: ReactElement;
}) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" minW="0">
      <Heading as="h3" size="md" id={headingId}>
        {title}
      </Heading>
      <Box height="64" width="full" aria-hidden="true" data-testid="revenue-chart">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </Box>
      <chakra.details fontSize="sm">
        <chakra.summary cursor="pointer" color="fg.muted">
          {t('revenue.charts.showFigures')}
        </chakra.summary>
        <Box mt="2">{table}</Box>
      </chakra.details>
    </Stack>
  );
}
