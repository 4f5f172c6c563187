import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import type { ScoreRow } from '../api/results';
import { NS } from '../i18n/namespace';
import { formatScore } from '../lib/report-model';

/** Scores of functions or categories with progress; the figures the chart draws. */
export function ScoreTable({
  rows,
  caption,
  testId,
}: {
  rows: ScoreRow[];
  caption: string;
  testId?: string;
}) {
  const { t } = useTranslation(NS);
  const columns: DataColumn<ScoreRow>[] = [
    { key: 'code', header: t('results.code'), nowrap: true, cell: (r) => r.code },
    { key: 'name', header: t('results.name'), rowHeader: true, cell: (r) => r.title },
    {
      key: 'score',
      header: t('results.score'),
      align: 'end',
      nowrap: true,
      cell: (r) => `${formatScore(r.current_score)} %`,
    },
    {
      key: 'target',
      header: t('results.targetScore'),
      align: 'end',
      nowrap: true,
      cell: (r) => `${formatScore(r.target_score)} %`,
    },
    {
      key: 'answered',
      header: t('results.answered'),
      align: 'end',
      nowrap: true,
      cell: (r) => `${r.answered}/${r.total}`,
    },
  ];
  return (
    <div data-testid={testId}>
      <DataTable columns={columns} rows={rows} rowKey={(r) => r.code} caption={caption} />
    </div>
  );
}
