import { Badge, formatCedis, formatDate, Text } from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { SubscriptionRow } from '../api/subscription-list-query';
import { subscriptionStatusLabel } from '../rules/subscription-status';
import { ResendReceiptButton } from './ResendReceiptButton';

const PALETTE = { active: 'green', cancelling: 'orange', expired: 'gray', other: 'gray' } as const;

/**
 * User, Tier, Status, Amount, Next Billing, Team Size and 'Resend receipt' (the
 * shared DataTable: scrolls inside its box on a phone).
 */
export function SubscriptionTable({ rows }: { rows: SubscriptionRow[] }) {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  const header = (column: string) => t(`subscriptions.columns.${column}`);
  const columns: DataColumn<SubscriptionRow>[] = [
    {
      key: 'user',
      header: header('user'),
      rowHeader: true,
      minWidth: '12rem',
      cell: (row) => (
        <>
          <Text fontWeight="medium">{row.full_name || t('subscriptions.noName')}</Text>
          {row.email ? (
            <Text color="fg.muted" fontWeight="normal" wordBreak="break-all">
              {row.email}
            </Text>
          ) : null}
          <Text
            color="fg.muted"
            fontWeight="normal"
            fontSize="xs"
            fontFamily="mono"
            wordBreak="break-all"
          >
            {row.user_id}
          </Text>
        </>
      ),
    },
    {
      key: 'tier',
      header: header('tier'),
      cell: (row) => t(`subscriptions.tiers.${row.tier}`, row.tier),
    },
    {
      key: 'status',
      header: header('status'),
      cell: (row) => {
        const status = subscriptionStatusLabel(row);
        return (
          <Badge colorPalette={PALETTE[status]} variant="subtle">
            {status === 'other' ? row.status : t(`subscriptions.status.${status}`)}
          </Badge>
        );
      },
    },
    {
      key: 'amount',
      header: header('amount'),
      nowrap: true,
      // A 100 % discount is free, said as the member's own page says it (spec), not GHS 0.00.
      cell: (row) =>
        row.amount_cents === 0
          ? t('subscriptions.freeWithDiscount')
          : formatCedis(row.amount_cents, language),
    },
    {
      key: 'nextBilling',
      header: header('nextBilling'),
      nowrap: true,
      cell: (row) => (row.next_billing_date ? formatDate(row.next_billing_date, language) : '—'),
    },
    { key: 'teamSize', header: header('teamSize'), cell: (row) => row.team_size },
    {
      key: 'receipt',
      header: header('receipt'),
      cell: (row) => <ResendReceiptButton row={row} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      label={t('subscriptions.title')}
    />
  );
}
