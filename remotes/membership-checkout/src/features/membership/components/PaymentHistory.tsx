import { formatDate, Heading, QueryStates, Stack, Text } from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { type Transaction, useTransactionListQuery } from '../api/transaction-list-query';
import { amountText } from '../rules/subscription-display';
import { ReceiptButton } from './ReceiptButton';

/**
 * The last 10 transactions: date, amount, status and, for a successful one, its receipt PDF;
 * loading → error → empty → rows (the shared
 * DataTable, which scrolls sideways on a narrow screen instead of squeezing the columns).
 */
export function PaymentHistory({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(NS);
  const transactions = useTransactionListQuery(userId);
  const columns: DataColumn<Transaction>[] = [
    {
      key: 'date',
      header: t('membership.history.date'),
      rowHeader: true,
      cell: (row) => formatDate(row.created_at, i18n.language),
    },
    {
      key: 'amount',
      header: t('membership.history.amount'),
      align: 'end',
      // A sum never breaks; '(Free with discount)' may, leaving the date room.
      cell: (row) => (
        <Text as="span" whiteSpace={row.amount_cents === 0 ? undefined : 'nowrap'}>
          {amountText(row.amount_cents, i18n.language, t('membership.status.free'))}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('membership.history.status'),
      cell: (row) => t(`membership.history.statuses.${row.status}`, { defaultValue: row.status }),
    },
    {
      key: 'receipt',
      header: t('membership.history.receiptColumn'),
      cell: (row) =>
        row.status === 'success' && row.reference ? (
          <ReceiptButton
            reference={row.reference}
            date={formatDate(row.created_at, i18n.language)}
          />
        ) : null,
    },
  ];

  return (
    <Stack as="section" aria-labelledby="history-heading" gap="4">
      <Heading as="h2" size="lg" id="history-heading">
        {t('membership.history.heading')}
      </Heading>
      <QueryStates
        query={transactions}
        errorMessage={t('membership.history.loadError')}
        empty={t('membership.history.empty')}
      >
        {(rows) => (
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            label={t('membership.history.heading')}
          />
        )}
      </QueryStates>
    </Stack>
  );
}
