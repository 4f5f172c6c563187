import { chakra, formatDateTime, Stack, Text } from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { ErrorGroup } from '../api/error-group-list-query';

type Props = {
  rows: readonly ErrorGroup[] | undefined;
  loading: boolean;
  busy: boolean;
  error: ReactNode;
  onRetry: () => void;
  empty: ReactNode;
};

const keyOf = (row: ErrorGroup) =>
  [row.remote, row.version, row.source, row.message].join('\u0000');

/** The latest report's page, action and stack, folded away (they can be long). */
function LatestReport({ row }: { row: ErrorGroup }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <chakra.details fontSize="xs" color="fg.muted">
      <chakra.summary cursor="pointer">{t('errors.details')}</chakra.summary>
      <Stack gap="1" mt="1">
        {row.first_seen ? (
          <Text>
            {t('errors.firstSeen', { date: formatDateTime(row.first_seen, i18n.language) })}
          </Text>
        ) : null}
        {row.last_path ? (
          <Text wordBreak="break-all">{t('errors.path', { path: row.last_path })}</Text>
        ) : null}
        {row.last_action ? <Text>{t('errors.action', { action: row.last_action })}</Text> : null}
        {row.last_stack ? (
          <chakra.pre
            aria-label={t('errors.stack')}
            whiteSpace="pre-wrap"
            wordBreak="break-all"
            maxH="48"
            overflowY="auto"
            bg="bg.muted"
            p="2"
            borderRadius="sm"
          >
            {row.last_stack}
          </chakra.pre>
        ) : null}
      </Stack>
    </chakra.details>
  );
}

/** Remote, Version, Error (where it was caught, the latest report), Reports, Users, Last seen. */
export function ErrorGroupTable({ rows, loading, busy, error, onRetry, empty }: Props) {
  const { t, i18n } = useTranslation(NS);
  const columns: DataColumn<ErrorGroup>[] = [
    {
      key: 'remote',
      header: t('errors.columns.remote'),
      cell: (row) => row.remote,
      rowHeader: true,
    },
    {
      key: 'version',
      header: t('errors.columns.version'),
      cell: (row) => row.version,
      breakAll: true,
    },
    {
      key: 'error',
      header: t('errors.columns.error'),
      cell: (row) => (
        <Stack gap="1" minW="16rem">
          <Text wordBreak="break-word">{row.message}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t(`errors.source.${row.source ?? 'action'}`, { defaultValue: row.source ?? '' })}
          </Text>
          <LatestReport row={row} />
        </Stack>
      ),
    },
    {
      key: 'reports',
      header: t('errors.columns.reports'),
      cell: (row) => row.reports,
      align: 'end',
    },
    { key: 'users', header: t('errors.columns.users'), cell: (row) => row.users, align: 'end' },
    {
      key: 'lastSeen',
      header: t('errors.columns.lastSeen'),
      cell: (row) => (row.last_seen ? formatDateTime(row.last_seen, i18n.language) : null),
      nowrap: true,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={keyOf}
      label={t('errors.table')}
      loading={loading}
      busy={busy}
      error={error}
      onRetry={onRetry}
      empty={empty}
    />
  );
}
