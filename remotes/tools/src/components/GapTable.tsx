import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import type { GapRow } from '../api/results';
import { NS } from '../i18n/namespace';

/** The gap list as the database orders it (distance to target × weight, largest first). */
export function GapTable({
  rows,
  ownerName,
}: {
  rows: GapRow[];
  ownerName: (id: string | null) => string | null;
}) {
  const { t } = useTranslation(NS);
  const columns: DataColumn<GapRow>[] = [
    {
      key: 'code',
      header: t('results.code'),
      rowHeader: true,
      nowrap: true,
      cell: (r) => r.item_code,
    },
    { key: 'desc', header: t('results.name'), cell: (r) => r.description ?? r.title },
    {
      key: 'current',
      header: t('results.current'),
      align: 'end',
      cell: (r) => r.current_level ?? '–',
    },
    {
      key: 'target',
      header: t('results.target'),
      align: 'end',
      cell: (r) => r.target_level ?? '–',
    },
    { key: 'weight', header: t('results.weight'), align: 'end', cell: (r) => r.weight },
    { key: 'gap', header: t('results.gap'), align: 'end', cell: (r) => r.gap },
    { key: 'owner', header: t('results.owner'), cell: (r) => ownerName(r.owner_id) ?? '—' },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.item_code}
      caption={t('results.gapsIntro')}
      empty={t('results.noGaps')}
    />
  );
}
