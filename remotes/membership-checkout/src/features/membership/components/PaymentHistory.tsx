import { Box, chakra, formatDate, Heading, QueryStates, Stack } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useTransactionListQuery } from '../api/transaction-list-query';
import { amountText } from '../rules/subscription-display';

// Tighter on phones so three columns fit 390 px without a sideways scroll.
const cell = {
  px: { base: '2', sm: '3' },
  py: '2',
  textAlign: 'start',
  borderBottomWidth: '1px',
} as const;

/** The last 10 transactions: date, amount, status; loading → error → empty → rows. */
export function PaymentHistory({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(NS);
  const transactions = useTransactionListQuery(userId);
  const body = (
    <QueryStates
      query={transactions}
      errorMessage={t('membership.history.loadError')}
      empty={t('membership.history.empty')}
    >
      {(rows) => (
        // Scrolls sideways on narrow screens instead of squeezing the columns.
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <chakra.table width="full" fontSize="sm">
            <chakra.thead bg="bg.muted">
              <chakra.tr>
                <chakra.th scope="col" {...cell}>
                  {t('membership.history.date')}
                </chakra.th>
                <chakra.th scope="col" {...cell} textAlign="end">
                  {t('membership.history.amount')}
                </chakra.th>
                <chakra.th scope="col" {...cell}>
                  {t('membership.history.status')}
                </chakra.th>
              </chakra.tr>
            </chakra.thead>
            <chakra.tbody>
              {rows.map((row) => (
                <chakra.tr key={row.id}>
                  <chakra.td {...cell}>{formatDate(row.created_at, i18n.language)}</chakra.td>
                  {/* A sum never breaks; '(Free with discount)' may, leaving the date room. */}
                  <chakra.td
                    {...cell}
                    textAlign="end"
                    whiteSpace={row.amount_cents === 0 ? undefined : 'nowrap'}
                  >
                    {amountText(row.amount_cents, i18n.language, t('membership.status.free'))}
                  </chakra.td>
                  <chakra.td {...cell}>
                    {t(`membership.history.statuses.${row.status}`, { defaultValue: row.status })}
                  </chakra.td>
                </chakra.tr>
              ))}
            </chakra.tbody>
          </chakra.table>
        </Box>
      )}
    </QueryStates>
  );

  return (
    <Stack as="section" aria-labelledby="history-heading" gap="4">
      <Heading as="h2" size="lg" id="history-heading">
        {t('membership.history.heading')}
      </Heading>
      {body}
    </Stack>
  );
}
