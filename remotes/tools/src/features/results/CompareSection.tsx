import { ErrorState, Heading, LoadingState, Stack, Text } from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CompareRow } from '../../api/results';
import { NS } from '../../i18n/namespace';
import { formatScore } from '../../lib/report-model';

/** The trend per function against the organisation's earlier assessment, or why there is none. */
export function CompareSection({
  query,
  language,
  formatDate,
}: {
  query: UseQueryResult<CompareRow[]>;
  language: string;
  formatDate: (v: string, l: string) => string;
}) {
  const { t } = useTranslation(NS);
  const change = (r: CompareRow) => {
    if (r.current_score === null || r.previous_score === null) return '–';
    const d = r.current_score - r.previous_score;
    return `${d > 0 ? '+' : d < 0 ? '−' : '±'}${formatScore(Math.abs(d))}`;
  };
  const columns: DataColumn<CompareRow>[] = [
    {
      key: 'name',
      header: t('results.name'),
      rowHeader: true,
      cell: (r) => `${r.code} — ${r.title}`,
    },
    {
      key: 'prev',
      header: t('results.previous'),
      align: 'end',
      cell: (r) => `${formatScore(r.previous_score)} %`,
    },
    {
      key: 'now',
      header: t('results.current'),
      align: 'end',
      cell: (r) => `${formatScore(r.current_score)} %`,
    },
    { key: 'change', header: t('results.change'), align: 'end', cell: change },
  ];
  const first = query.data?.[0];
  return (
    <Stack as="section" aria-labelledby="compare-heading" gap="3" data-testid="compare">
      <Heading as="h2" size="lg" id="compare-heading">
        {t('results.compare')}
      </Heading>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : first ? (
        <>
          <Text color="fg.muted">
            {t('results.compareIntro', {
              name: first.previous_name,
              date: formatDate(first.previous_date, language),
            })}
          </Text>
          <DataTable
            columns={columns}
            rows={query.data}
            rowKey={(r) => r.code}
            caption={t('results.compare')}
          />
        </>
      ) : (
        <Text color="fg.muted">{t('results.noCompare')}</Text>
      )}
    </Stack>
  );
}
