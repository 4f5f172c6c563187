import { Box, formatCedis, Stack, Text, VisuallyHidden } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import type { TierPrices } from './use-tier-prices';

/** One line of the price's size: the placeholder, the price and the fallback text all fill it. */
const PRICE_LINE = '2.5rem';

/**
 * A tier's yearly price from the database. Until it arrives (and in the prerendered HTML) a
 * placeholder holds the price's line, so the price appears without moving anything (the home
 * page's layout shift is measured in e2e/tests/home-prices.spec.ts). "From" (Corporate) is a line
 * of its own, so a long translation never wraps the price onto a second line.
 */
export function TierPrice({
  tier,
  from,
  prices,
}: {
  tier: string;
  from: boolean;
  prices: TierPrices;
}) {
  const { t, i18n } = useTranslation(PUBLIC_SITE_NS);
  const cents = prices.status === 'ready' ? prices.cents[tier] : undefined;
  const failed = prices.status === 'error' || (prices.status === 'ready' && cents === undefined);
  return (
    <Stack gap="0" data-testid={`tier-price-${tier}`} aria-busy={prices.status === 'loading'}>
      {from ? <Text color="fg.muted">{t('home.tiers.from')}</Text> : null}
      <Text
        fontSize={failed ? 'md' : '3xl'}
        fontWeight={failed ? 'normal' : 'bold'}
        lineHeight={PRICE_LINE}
        minH={PRICE_LINE}
        whiteSpace={failed ? undefined : 'nowrap'}
      >
        {cents !== undefined ? (
          formatCedis(cents, i18n.language)
        ) : failed ? (
          t('home.tiers.priceUnavailable')
        ) : (
          <>
            <Box
              as="span"
              display="inline-block"
              verticalAlign="middle"
              w="8ch"
              h="1.5rem"
              borderRadius="sm"
              bg="bg.muted"
              aria-hidden="true"
            />
            <VisuallyHidden>{t('home.tiers.priceLoading')}</VisuallyHidden>
          </>
        )}
      </Text>
      <Text color="fg.muted">{t('home.tiers.perYear')}</Text>
    </Stack>
  );
}
