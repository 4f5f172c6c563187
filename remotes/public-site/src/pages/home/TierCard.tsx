import { paths } from '@csan/shared-auth/paths';
import { Badge, Button, Card, Heading, HStack, List, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import { ACCENT_PALETTE } from '../common/accent';
import { type HomeTier, tierFeatureKeys } from './tierList';

/**
 * One tier: name, positioning label, yearly price (display copy; checkout
 * computes the real amount on the server), features and a Get Started link.
 */
export function TierCard({ tier }: { tier: HomeTier }) {
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
        <Text>
          <Text as="span" fontSize="3xl" fontWeight="bold">
            {t(`${base}.price`)}
          </Text>{' '}
          <Text as="span" color="fg.muted">
            {t('home.tiers.perYear')}
          </Text>
        </Text>
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
