import { Box, formatCedis, Heading, HStack, List, Stack, Text } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { TierRevenue } from '../api/revenue-by-tier-query';
import { formatPercent, revenueShares } from '../rules/revenue-display';

/** Each tier's active subscriptions and annual revenue, with its share as a bar. */
export function RevenueByTier({ tiers }: { tiers: TierRevenue[] }) {
  const { t, i18n } = useTranslation(NS);
  const language = i18n.language;
  const headingId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Heading as="h3" size="md" id={headingId}>
        {t('revenue.byTier.title')}
      </Heading>
      <List.Root variant="plain" gap="3">
        {revenueShares(tiers).map((tier) => {
          const name = t(`subscriptions.tiers.${tier.tier}`, tier.tier);
          return (
            <List.Item key={tier.tier} display="block" aria-label={name}>
              <HStack justify="space-between" gap="3" flexWrap="wrap">
                <Text fontWeight="medium">{name}</Text>
                <Text>{formatCedis(tier.annual_revenue_cents, language)}</Text>
              </HStack>
              <HStack justify="space-between" gap="3" fontSize="sm" color="fg.muted">
                <Text>{t('revenue.byTier.active', { n: tier.active_subscriptions })}</Text>
                <Text>
                  {t('revenue.byTier.share', { share: formatPercent(tier.share, language) })}
                </Text>
              </HStack>
              <Box bg="bg.muted" borderRadius="full" height="2" mt="1" aria-hidden="true">
                <Box bg="brand.solid" borderRadius="full" height="full" width={`${tier.share}%`} />
              </Box>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
