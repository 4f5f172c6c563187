import { chakra, Stack } from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import type { AdvisoryDetail, Indicator } from '../../../api/types';
import { MatchBadge } from '../../../components/MatchBadge';
import { NS } from '../../../i18n/namespace';

type Props = { indicators: Indicator[]; matches: AdvisoryDetail['matches'] };

/** The advisory's indicators of compromise: type, value, note, and which match a constituency. */
export function IndicatorTable({ indicators, matches }: Props) {
  const { t } = useTranslation(NS);
  const matched = new Map<string, string[]>();
  for (const m of matches) {
    matched.set(m.indicator_id, [
      ...(matched.get(m.indicator_id) ?? []),
      `${m.org_name}: ${m.entry_value}`,
    ]);
  }
  const columns: DataColumn<Indicator>[] = [
    {
      key: 'value',
      header: t('detail.indicator.value'),
      rowHeader: true,
      breakAll: true,
      cell: (row) => <chakra.code fontSize="sm">{row.value}</chakra.code>,
    },
    {
      key: 'type',
      header: t('detail.indicator.type'),
      nowrap: true,
      cell: (row) => t(`indicatorType.${row.type}`),
    },
    {
      key: 'description',
      header: t('detail.indicator.description'),
      cell: (row) => row.description ?? '',
    },
    {
      key: 'match',
      header: t('detail.indicator.match'),
      cell: (row) => {
        const where = matched.get(row.id);
        return where ? (
          <Stack gap="1" align="start">
            <MatchBadge />
            <chakra.span fontSize="xs">{where.join('; ')}</chakra.span>
          </Stack>
        ) : null;
      },
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={indicators}
      rowKey={(row) => row.id}
      label={t('detail.indicators')}
      empty={t('detail.noIndicators')}
    />
  );
}
