import { Box } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { NS } from '../i18n/namespace';
import { formatScore, type ScoreLine } from '../lib/report-model';

// The portal's palette (shared-ui's theme tokens, as CSS variables), as admin-console's charts.
const BRAND = 'var(--chakra-colors-brand-700)';
const GOLD = 'var(--chakra-colors-gold-500)';
const GRID = 'var(--chakra-colors-border)';

/**
 * Current and target score per function (0–100 %), as bars. The drawing is hidden from
 * screen readers: the score table next to it carries the same figures (the results and report
 * pages always render one). recharts, as the admin's analytics use it.
 */
export function ScoreChart({
  lines,
  extra,
}: {
  lines: ScoreLine[];
  extra?: { key: string; label: string; values: (number | null)[] };
}) {
  const { t } = useTranslation(NS);
  const data = lines.map((l, i) => ({
    code: l.code,
    current: l.current ?? 0,
    target: l.target ?? 0,
    ...(extra ? { [extra.key]: extra.values[i] ?? 0 } : {}),
  }));
  return (
    <Box aria-hidden="true" h={{ base: '64', md: '80' }} w="full" data-testid="score-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke={GRID} vertical={false} />
          <XAxis dataKey="code" tick={{ fontSize: 12 }} />
          <YAxis domain={[0, 100]} tick={{ fontSize: 11 }} width={40} unit="%" />
          <Tooltip formatter={(v) => `${formatScore(Number(v))} %`} />
          <Legend />
          <Bar dataKey="current" name={t('results.current')} fill={BRAND} />
          <Bar dataKey="target" name={t('results.target')} fill={GOLD} />
          {extra ? (
            <Bar dataKey={extra.key} name={extra.label} fill="var(--chakra-colors-gray-400)" />
          ) : null}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
