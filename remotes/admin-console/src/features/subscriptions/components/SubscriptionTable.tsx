import { Badge, Box, chakra, formatCedis, formatDate, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { SubscriptionRow } from '../api/subscription-list-query';
import { subscriptionStatusLabel } from '../rules/subscription-status';

const cell = {
  px: { base: '2', sm: '3' },
  py: '2',
  textAlign: 'start',
  borderBottomWidth: '1px',
  verticalAlign: 'top',
} as const;

const PALETTE = { active: 'green', cancelling: 'orange', expired: 'gray', other: 'gray' } as const;

const COLUMNS = ['user', 'tier', 'status', 'amount', 'nextBilling', 'teamSize'] as const;

/** User, Tier, Status, Amount, Next Billing, Team Size; scrolls inside its box on a phone. */
export function SubscriptionTable({ rows }: { rows: SubscriptionRow[] }) {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <chakra.table width="full" fontSize="sm">
        <chakra.thead bg="bg.muted">
          <chakra.tr>
            {COLUMNS.map((column) => (
              <chakra.th key={column} scope="col" {...cell} whiteSpace="nowrap">
                {t(`subscriptions.columns.${column}`)}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {rows.map((row) => {
            const status = subscriptionStatusLabel(row);
            return (
              <chakra.tr key={row.id}>
                <chakra.th scope="row" {...cell} fontWeight="normal" minW="12rem">
                  <Text fontWeight="medium">{row.full_name || t('subscriptions.noName')}</Text>
                  {row.email ? (
                    <Text color="fg.muted" wordBreak="break-all">
                      {row.email}
                    </Text>
                  ) : null}
                  <Text color="fg.muted" fontSize="xs" fontFamily="mono" wordBreak="break-all">
                    {row.user_id}
                  </Text>
                </chakra.th>
                <chakra.td {...cell}>{t(`subscriptions.tiers.${row.tier}`, row.tier)}</chakra.td>
                <chakra.td {...cell}>
                  <Badge colorPalette={PALETTE[status]} variant="subtle">
                    {status === 'other' ? row.status : t(`subscriptions.status.${status}`)}
                  </Badge>
                </chakra.td>
                <chakra.td {...cell} whiteSpace="nowrap">
                  {formatCedis(row.amount_cents, language)}
                </chakra.td>
                <chakra.td {...cell} whiteSpace="nowrap">
                  {row.next_billing_date ? formatDate(row.next_billing_date, language) : '—'}
                </chakra.td>
                <chakra.td {...cell}>{row.team_size}</chakra.td>
              </chakra.tr>
            );
          })}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
