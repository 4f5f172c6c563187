import { Badge, Box, chakra, formatCedis, formatDate, HStack, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { DiscountCode } from '../api/discount-list-query';
import { isExpired, usagePercent } from '../rules/discount-display';
import { DeleteDiscountButton } from './DeleteDiscountButton';
import { DiscountValueBadge } from './DiscountValueBadge';
import { StatusToggleButton } from './StatusToggleButton';

const cell = {
  px: { base: '2', sm: '3' },
  py: '2',
  textAlign: 'start',
  borderBottomWidth: '1px',
  verticalAlign: 'top',
} as const;

const COLUMNS = ['code', 'discount', 'uses', 'usage', 'validUntil', 'status', 'actions'] as const;

/** Code, Discount, Uses, Usage %, Valid Until, Status, Actions; scrolls inside its box on a phone. */
export function DiscountTable({ rows }: { rows: DiscountCode[] }) {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <chakra.table width="full" fontSize="sm">
        <chakra.thead bg="bg.muted">
          <chakra.tr>
            {COLUMNS.map((column) => (
              <chakra.th key={column} scope="col" {...cell} whiteSpace="nowrap">
                {t(`discounts.columns.${column}`)}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {rows.map((row) => {
            const usage = usagePercent(row.times_used, row.max_uses);
            const expired = isExpired(row.valid_until);
            return (
              <chakra.tr key={row.id}>
                <chakra.th scope="row" {...cell} fontWeight="normal">
                  <Stack gap="0.5">
                    <Text fontFamily="mono" fontWeight="semibold">
                      {row.code}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {row.applicable_tiers && row.applicable_tiers.length > 0
                        ? row.applicable_tiers.map((tier) => t(`pricing.tiers.${tier}`)).join(', ')
                        : t('discounts.allTiers')}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {row.max_uses_per_member === null
                        ? t('discounts.perMemberUnlimited')
                        : row.max_uses_per_member === 1
                          ? t('discounts.perMemberOnce')
                          : t('discounts.perMember', { count: row.max_uses_per_member })}
                    </Text>
                    {row.min_purchase_amount_cents > 0 ? (
                      <Text fontSize="xs" color="fg.muted">
                        {t('discounts.minPurchase', {
                          amount: formatCedis(row.min_purchase_amount_cents, language),
                        })}
                      </Text>
                    ) : null}
                  </Stack>
                </chakra.th>
                <chakra.td {...cell}>
                  <HStack gap="2" flexWrap="wrap">
                    <Text whiteSpace="nowrap">
                      {row.discount_type === 'percentage'
                        ? `${percent.format(row.discount_value)}%`
                        : formatCedis(Math.round(row.discount_value * 100), language)}
                    </Text>
                    <DiscountValueBadge type={row.discount_type} value={row.discount_value} />
                  </HStack>
                </chakra.td>
                <chakra.td {...cell} whiteSpace="nowrap">
                  {row.max_uses === null
                    ? t('discounts.usesUnlimited', { used: row.times_used })
                    : t('discounts.uses', { used: row.times_used, max: row.max_uses })}
                </chakra.td>
                <chakra.td {...cell} whiteSpace="nowrap">
                  {usage === null ? t('discounts.noLimit') : `${percent.format(usage)}%`}
                </chakra.td>
                <chakra.td {...cell} whiteSpace="nowrap">
                  {row.valid_until === null ? (
                    t('discounts.noExpiry')
                  ) : (
                    <Stack gap="0.5">
                      <span>{formatDate(row.valid_until, language)}</span>
                      {expired ? (
                        <Text fontSize="xs" color="red.fg">
                          {t('discounts.expired')}
                        </Text>
                      ) : null}
                    </Stack>
                  )}
                </chakra.td>
                <chakra.td {...cell}>
                  <Badge colorPalette={row.is_active ? 'green' : 'gray'} size="sm">
                    {t(row.is_active ? 'discounts.active' : 'discounts.inactive')}
                  </Badge>
                </chakra.td>
                <chakra.td {...cell}>
                  <HStack gap="2">
                    <StatusToggleButton discount={row} />
                    <DeleteDiscountButton discount={row} />
                  </HStack>
                </chakra.td>
              </chakra.tr>
            );
          })}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
