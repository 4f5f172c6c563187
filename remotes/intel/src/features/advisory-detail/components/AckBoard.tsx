import { Badge, formatDateTime, Heading, Stack, Text } from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardRow } from '../../../api/types';
import { NS } from '../../../i18n/namespace';
import { useAckBoardQuery } from '../api/ack-board-query';

/** The analyst's board: every recipient organisation, whether it answered, due or overdue. */
export function AckBoard({ advisoryId }: { advisoryId: string }) {
  const { t, i18n } = useTranslation(NS);
  const headingId = useId();
  const board = useAckBoardQuery(advisoryId, true);
  const columns: DataColumn<BoardRow>[] = [
    { key: 'org', header: t('board.org'), rowHeader: true, cell: (row) => row.org_name },
    {
      key: 'status',
      header: t('board.status'),
      cell: (row) =>
        row.status ? (
          <Badge colorPalette="green">{t(`ackStatus.${row.status}`)}</Badge>
        ) : row.overdue ? (
          <Badge colorPalette="red">{t('board.overdue')}</Badge>
        ) : (
          <Badge>{t('board.waiting')}</Badge>
        ),
    },
    { key: 'note', header: t('board.note'), cell: (row) => row.note ?? '' },
    {
      key: 'when',
      header: t('board.when'),
      nowrap: true,
      cell: (row) =>
        row.acknowledged_at
          ? formatDateTime(row.acknowledged_at, i18n.language)
          : row.due_at
            ? t('board.dueAt', { date: formatDateTime(row.due_at, i18n.language) })
            : '',
    },
  ];
  const answered = board.data?.filter((r) => r.status).length ?? 0;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="lg" id={headingId}>
        {t('board.heading')}
      </Heading>
      {board.data ? (
        <Text color="fg.muted">{t('board.summary', { answered, total: board.data.length })}</Text>
      ) : null}
      <DataTable
        columns={columns}
        rows={board.data}
        rowKey={(row) => row.org_id}
        label={t('board.heading')}
        loading={board.isPending}
        error={board.isError ? t('board.loadError') : null}
        onRetry={() => void board.refetch()}
        empty={t('board.empty')}
      />
    </Stack>
  );
}
