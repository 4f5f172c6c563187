import { Badge, formatCedis, formatDate, HStack, Stack, Text } from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { DiscountCode } from '../api/discount-list-query';
import {
  type DiscountState,
  discountState,
  isExpired,
  usagePercent,
} from '../rules/discount-display';
import { DeleteDiscountButton } from './DeleteDiscountButton';
import { DiscountValueBadge } from './DiscountValueBadge';
import { StatusToggleButton } from './StatusToggleButton';

/** Green only for a code checkout takes today; the reasons it does not, in their own colours. */
const STATE_PALETTE: Record<DiscountState, string> = {
  active: 'green',
  expired: 'red',
  'used-up': 'orange',
  inactive: 'gray',
};

const STATE_LABEL: Record<DiscountState, string> = {
  active: 'discounts.active',
  expired: 'discounts.state.expired',
  'used-up': 'discounts.state.usedUp',
  inactive: 'discounts.inactive',
};

/**
 * Code, Discount, Uses, Usage %, Valid Until, Status, Actions (the shared DataTable: scrolls
 * inside its box on a phone).
 */
export function DiscountTable({ rows }: { rows: DiscountCode[] }) {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const header = (column: string) => t(`discounts.columns.${column}`);
  const columns: DataColumn<DiscountCode>[] = [
    {
      key: 'code',
      header: header('code'),
      rowHeader: true,
      cell: (row) => (
        <Stack gap="0.5">
          <Text fontFamily="mono" fontWeight="semibold">
            {row.code}
          </Text>
          <Text fontSize="xs" color="fg.muted" fontWeight="normal">
            {row.applicable_tiers && row.applicable_tiers.length > 0
              ? row.applicable_tiers.map((tier) => t(`pricing.tiers.${tier}`)).join(', ')
              : t('discounts.allTiers')}
          </Text>
          <Text fontSize="xs" color="fg.muted" fontWeight="normal">
            {row.max_uses_per_member === null
              ? t('discounts.perMemberUnlimited')
              : row.max_uses_per_member === 1
                ? t('discounts.perMemberOnce')
                : t('discounts.perMember', { count: row.max_uses_per_member })}
          </Text>
          {row.min_purchase_amount_cents > 0 ? (
            <Text fontSize="xs" color="fg.muted" fontWeight="normal">
              {t('discounts.minPurchase', {
                amount: formatCedis(row.min_purchase_amount_cents, language),
              })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'discount',
      header: header('discount'),
      cell: (row) => (
        <HStack gap="2" flexWrap="wrap">
          <Text whiteSpace="nowrap">
            {row.discount_type === 'percentage'
              ? `${percent.format(row.discount_value)}%`
              : formatCedis(Math.round(row.discount_value * 100), language)}
          </Text>
          <DiscountValueBadge type={row.discount_type} value={row.discount_value} />
        </HStack>
      ),
    },
    {
      key: 'uses',
      header: header('uses'),
      nowrap: true,
      cell: (row) =>
        row.max_uses === null
          ? t('discounts.usesUnlimited', { used: row.times_used })
          : t('discounts.uses', { used: row.times_used, max: row.max_uses }),
    },
    {
      key: 'usage',
      header: header('usage'),
      nowrap: true,
      cell: (row) => {
        const usage = usagePercent(row.times_used, row.max_uses);
        return usage === null ? t('discounts.noLimit') : `${percent.format(usage)}%`;
      },
    },
    {
      key: 'validUntil',
      header: header('validUntil'),
      nowrap: true,
      cell: (row) =>
        row.valid_until === null ? (
          t('discounts.noExpiry')
        ) : (
          <Stack gap="0.5">
            <span>{formatDate(row.valid_until, language)}</span>
            {isExpired(row.valid_until) ? (
              <Text fontSize="xs" color="red.fg">
                {t('discounts.expired')}
              </Text>
            ) : null}
          </Stack>
        ),
    },
    {
      key: 'status',
      header: header('status'),
      cell: (row) => {
        const state = discountState(row);
        return (
          <Badge colorPalette={STATE_PALETTE[state]} size="sm">
            {t(STATE_LABEL[state])}
          </Badge>
        );
      },
    },
    {
      key: 'actions',
      header: header('actions'),
      cell: (row) => (
        <HStack gap="2">
          <StatusToggleButton discount={row} />
          <DeleteDiscountButton discount={row} />
        </HStack>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      label={t('admin.tabs.discounts')}
    />
  );
}
