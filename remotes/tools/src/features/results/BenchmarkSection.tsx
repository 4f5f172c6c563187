import { ErrorState, Heading, LoadingState, Stack, Text } from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BenchmarkRow } from '../../api/results';
import { NS } from '../../i18n/namespace';
import { formatScore } from '../../lib/report-model';

/**
 * The sector-and-country median per function. The database answers no rows for a group of
 * fewer than 5 organisations; then the section says why instead.
 */
export function BenchmarkSection({ query }: { query: UseQueryResult<BenchmarkRow[]> }) {
  const { t } = useTranslation(NS);
  const columns: DataColumn<BenchmarkRow>[] = [
    {
      key: 'name',
      header: t('results.name'),
      rowHeader: true,
      cell: (r) => `${r.code} — ${r.title}`,
    },
    {
      key: 'own',
      header: t('results.current'),
      align: 'end',
      cell: (r) => `${formatScore(r.own_score)} %`,
    },
    {
      key: 'median',
      header: t('results.median'),
      align: 'end',
      cell: (r) => `${formatScore(r.median_score)} %`,
    },
  ];
  return (
    <Stack as="section" aria-labelledby="benchmark-heading" gap="3" data-testid="benchmark">
      <Heading as="h2" size="lg" id="benchmark-heading">
        {t('results.benchmark')}
      </Heading>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.length > 0 ? (
        <>
          <Text color="fg.muted">
            {t('results.benchmarkIntro', { count: query.data[0]?.organisations })}
          </Text>
          <DataTable
            columns={columns}
            rows={query.data}
            rowKey={(r) => r.code}
            caption={t('results.benchmark')}
          />
        </>
      ) : (
        <Text color="fg.muted">{t('results.benchmarkHidden')}</Text>
      )}
    </Stack>
  );
}
