import { Box, chakra } from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { NS } from '../../../i18n/namespace';
import type { WeeklyActivity } from '../api/analytics-weekly-query';
import { weekLabel } from '../rules/week-label';

const BRAND = 'var(--chakra-colors-brand-700)';
const GOLD = 'var(--chakra-colors-gold-500)';
const GRID = 'var(--chakra-colors-border)';

/**
 * Downloads and leads per week over the last 12 weeks as a line chart, with the figures as a
 * table under it: the table is what screen readers and keyboards use (the drawing is hidden
 * from them). The only module of /analytics importing the chart library: the page loads it
 * lazily, so no other page downloads it.
 */
export default function WeeklyActivityChart({
  weeks,
  label,
}: {
  weeks: WeeklyActivity[];
  /** The section's heading: the figures table's name. */
  label: string;
}) {
  const { t, i18n } = useTranslation(NS);
  const data = weeks.map((week) => ({ ...week, label: weekLabel(week.week_start, i18n.language) }));
  const columns: DataColumn<(typeof data)[number]>[] = [
    { key: 'week', header: t('analytics.weekly.week'), rowHeader: true, cell: (w) => w.label },
    { key: 'downloads', header: t('analytics.weekly.downloads'), cell: (w) => w.downloads },
    { key: 'leads', header: t('analytics.weekly.leads'), cell: (w) => w.leads },
  ];
  return (
    <>
      <Box height="64" width="full" aria-hidden="true" data-testid="weekly-chart">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke={GRID} vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={40} />
            <Tooltip />
            <Legend />
            <Line
              type="monotone"
              dataKey="downloads"
              name={t('analytics.weekly.downloads')}
              stroke={BRAND}
              strokeWidth={2}
            />
            <Line
              type="monotone"
              dataKey="leads"
              name={t('analytics.weekly.leads')}
              stroke={GOLD}
              strokeWidth={2}
            />
          </LineChart>
        </ResponsiveContainer>
      </Box>
      <chakra.details fontSize="sm">
        <chakra.summary cursor="pointer" color="fg.muted">
          {t('analytics.weekly.showFigures')}
        </chakra.summary>
        <Box mt="2">
          <DataTable
            columns={columns}
            rows={data}
            rowKey={(week) => week.week_start}
            label={label}
          />
        </Box>
      </chakra.details>
    </>
  );
}
