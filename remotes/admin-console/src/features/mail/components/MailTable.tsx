import { formatDateTime, Stack, Text } from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { MailRow } from '../api/mail-list-query';
import { RetryMailButton } from './RetryMailButton';

type Props = {
  rows: readonly MailRow[] | undefined;
  loading: boolean;
  busy: boolean;
  error: ReactNode;
  onRetry: () => void;
  empty: ReactNode;
};

/** To, Mail (kind and language), Status (attempts, the provider's last error), Queued, Sent. */
export function MailTable({ rows, loading, busy, error, onRetry, empty }: Props) {
  const { t, i18n } = useTranslation(NS);
  const columns: DataColumn<MailRow>[] = [
    {
      key: 'to',
      header: t('mail.columns.to'),
      cell: (row) => row.to_email,
      rowHeader: true,
      breakAll: true,
    },
    {
      key: 'kind',
      header: t('mail.columns.kind'),
      cell: (row) => `${row.kind} · ${row.language}`,
      nowrap: true,
    },
    {
      key: 'status',
      header: t('mail.columns.status'),
      cell: (row) => (
        <Stack gap="1" minW="10rem">
          <Text fontWeight={row.status === 'failed' ? 'semibold' : undefined}>
            {t(`mail.statuses.${row.status}`)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('mail.attempts', { count: row.attempts })}
          </Text>
          {row.last_error ? (
            <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
              {t('mail.lastError', { error: row.last_error })}
            </Text>
          ) : null}
          {row.status === 'failed' ? <RetryMailButton row={row} /> : null}
        </Stack>
      ),
    },
    {
      key: 'queued',
      header: t('mail.columns.queued'),
      cell: (row) => formatDateTime(row.created_at, i18n.language),
      nowrap: true,
    },
    {
      key: 'sent',
      header: t('mail.columns.sent'),
      cell: (row) => (row.sent_at ? formatDateTime(row.sent_at, i18n.language) : '—'),
      nowrap: true,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      label={t('mail.table')}
      loading={loading}
      busy={busy}
      error={error}
      onRetry={onRetry}
      empty={empty}
    />
  );
}
