import { paths } from '@csan/shared-auth/paths';
import { Badge, Button, Card, formatCedis, Heading, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Pricing } from '../../../api/pricing-list-query';
import { NS } from '../../../i18n/namespace';
import { checkoutPath, FALLBACK_TEAM_SIZE_MIN } from '../../../lib/tiers';

type TierCardProps = {
  pricing: Pricing;
  signedIn: boolean;
  /** Held already (through a corporate team): no checkout is offered. */
  held?: boolean;
};

/** One tier with its yearly price and the Subscribe button. */
export function TierCard({ pricing, signedIn, held = false }: TierCardProps) {
  const { t, i18n } = useTranslation(NS);
  const money = (cents: number) => formatCedis(cents, i18n.language);
  const corporate = pricing.tier === 'Corporate';
  const popular = pricing.tier === 'Professional';
  const price = money(pricing.base_price_cents);
  const headingId = `tier-${pricing.tier}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      borderColor={popular ? 'brand.500' : undefined}
      borderWidth={popular ? '2px' : '1px'}
      height="full"
    >
      <Card.Body gap="4">
        <Stack gap="2">
          {popular ? (
            <Badge colorPalette="gold" alignSelf="start">
              {t('membership.plans.mostPopular')}
            </Badge>
          ) : null}
          <Heading as="h3" size="xl" id={headingId}>
            {t(`tiers.${pricing.tier}`, { defaultValue: pricing.tier })}
          </Heading>
          <Text color="fg.muted">
            {t(`membership.plans.blurb.${pricing.tier}`, { defaultValue: '' })}
          </Text>
        </Stack>
        <Stack gap="1">
          <Text fontSize="2xl" fontWeight="bold" color="brand.800">
            {corporate ? t('membership.plans.from', { price }) : price}
          </Text>
          <Text color="fg.muted">{t('membership.plans.perYear')}</Text>
          {corporate && pricing.price_per_additional_member_cents > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('membership.plans.perExtraMember', {
                price: money(pricing.price_per_additional_member_cents),
                count: pricing.team_size_min ?? FALLBACK_TEAM_SIZE_MIN,
              })}
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
      <Card.Footer>
        {held ? (
          <Badge colorPalette="green" size="lg" width="full" justifyContent="center" py="2">
            {t('membership.team.included')}
          </Badge>
        ) : (
          <Button asChild colorPalette="brand" width="full" variant={popular ? 'solid' : 'outline'}>
            {signedIn ? (
              <RouterLink
                to={checkoutPath(pricing.tier)}
                aria-label={t('membership.plans.subscribeTo', {
                  tier: t(`tiers.${pricing.tier}`, { defaultValue: pricing.tier }),
                })}
              >
                {t('membership.plans.subscribe')}
              </RouterLink>
            ) : (
              // After signing in, straight to this tier's checkout: the chosen plan is not lost.
              <RouterLink to={paths.login({ next: checkoutPath(pricing.tier) })}>
                {t('membership.plans.signInToSubscribe')}
              </RouterLink>
            )}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
