import '../../i18n';
import { Button, Container, formatDate, PageHeader, Stack, Text } from '@csan/shared-ui';
import { type DataColumn, DataTable, downloadBlob } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import type { LedgerRow } from '../../api/types';
import { NS } from '../../i18n/namespace';
import { useLedgerQuery } from './api/ledger-query';
import { ledgerCsv, totalHours } from './lib/ledger-csv';

/** `/cpe`: the CPE hours the learner's completed courses earned, exportable as CSV. */
export default function CpePage() {
  const { t, i18n } = useTranslation(NS);
  const query = useLedgerQuery();
  const rows = query.data ?? [];
  const columns: DataColumn<LedgerRow>[] = [
    { key: 'title', header: t('cpe.course'), cell: (r) => r.title, rowHeader: true },
    { key: 'date', header: t('cpe.date'), cell: (r) => formatDate(r.completed_on, i18n.language) },
    { key: 'hours', header: t('cpe.hours'), cell: (r) => r.cpe_hours },
    { key: 'code', header: t('cpe.code'), cell: (r) => r.certificate_code },
    { key: 'status', header: t('cpe.status'), cell: (r) => t(`status.${r.status}`) },
  ];
  const exportCsv = async () => {
    const csv = await ledgerCsv(rows);
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'cpe-ledger.csv');
  };
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('cpe.title')} description={t('cpe.intro')} />
      <Stack gap="4">
        <Text fontWeight="semibold" data-testid="cpe-total">
          {t('cpe.total', { hours: totalHours(rows) })}
        </Text>
        <Button
          alignSelf="start"
          variant="outline"
          onClick={() => void exportCsv()}
          disabled={rows.length === 0}
        >
          {t('cpe.export')}
        </Button>
        <DataTable
          columns={columns}
          rows={query.data}
          rowKey={(r) => r.certificate_code}
          caption={t('cpe.title')}
          loading={query.isPending}
          error={query.isError ? t('cpe.failed') : undefined}
          onRetry={() => void query.refetch()}
          empty={t('cpe.empty')}
        />
      </Stack>
    </Container>
  );
}
