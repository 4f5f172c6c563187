import { paths } from '@csan/shared-auth/paths';
import { Badge, Button, Card, Heading, HStack, List, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import { ACCENT_PALETTE } from '../common/accent';
import { TierPrice } from './TierPrice';
import { type HomeTier, tierFeatureKeys } from './tierList';
import type { TierPrices } from './use-tier-prices';

/**
 * One tier: name, positioning label, yearly price (membership_pricing's, as checkout charges
 * it), features and a Get Started link.
 */
export function TierCard({ tier, prices }: { tier: HomeTier; prices: TierPrices }) {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  const base = `home.tiers.${tier.key}`;
  return (
    <Card.Root
      as="li"
      variant={tier.popular ? 'elevated' : 'outline'}
      borderWidth={tier.popular ? '2px' : '1px'}
      borderColor={tier.popular ? 'colorPalette.solid' : 'border'}
      colorPalette={ACCENT_PALETTE}
    >
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="2">
          <Heading as="h3" size="xl">
            {t(`${base}.name`)}
          </Heading>
          {tier.popular ? <Badge variant="solid">{t('home.tiers.mostPopular')}</Badge> : null}
        </HStack>
        <Text color="fg.muted" fontWeight="medium">
          {t(`${base}.label`)}
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        <TierPrice tier={tier.tier} from={tier.key === 'corporate'} prices={prices} />
        <Text color="fg.muted">{t(`${base}.description`)}</Text>
        <List.Root gap="2" ps="5">
          {tierFeatureKeys(tier).map((feature) => (
            <List.Item key={feature}>{t(`${base}.features.${feature}`)}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <Button asChild width="full" variant={tier.popular ? 'solid' : 'outline'}>
          <RouterLink to={paths.membership()}>{t('home.tiers.getStarted')}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
