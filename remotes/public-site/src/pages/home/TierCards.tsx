import { SimpleGrid } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { PUBLIC_SITE_NS } from '../../i18n/namespace';
import { PageSection } from '../common/PageSection';
import { TierCard } from './TierCard';
import { HOME_TIERS } from './tierList';
import { useTierPrices } from './use-tier-prices';

/** Student, Professional (most popular) and Corporate, stacked on phones. */
export function TierCards() {
  const { t } = useTranslation(PUBLIC_SITE_NS);
  const prices = useTierPrices();
  return (
    <PageSection
      id="home-membership"
      title={t('home.tiers.title')}
      intro={t('home.tiers.intro')}
      muted
    >
      <SimpleGrid as="ul" role="list" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {HOME_TIERS.map((tier) => (
          <TierCard key={tier.key} tier={tier} prices={prices} />
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
