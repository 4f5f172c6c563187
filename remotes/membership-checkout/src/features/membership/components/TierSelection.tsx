import {
  EmptyState,
  ErrorState,
  Heading,
  LoadingState,
  SimpleGrid,
  Stack,
  useAsync,
} from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { fetchPricing } from '../../../api/pricing-query';
import { NS } from '../../../i18n/namespace';
import { TierCard } from './TierCard';

/** Spec: "otherwise the tier selection with yearly prices" (prices from membership_pricing). */
export function TierSelection({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation(NS);
  const pricing = useAsync('pricing', fetchPricing);

  if (pricing.status === 'loading') return <LoadingState />;
  if (pricing.status === 'error') {
    return <ErrorState message={t('membership.plans.loadError')} onRetry={pricing.reload} />;
  }
  if (pricing.data.length === 0) return <EmptyState message={t('membership.plans.empty')} />;
  return (
    <Stack as="section" aria-labelledby="tiers-heading" gap="6">
      <Heading as="h2" size="xl" id="tiers-heading">
        {t('membership.plans.heading')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {pricing.data.map((row) => (
          <TierCard key={row.tier} pricing={row} signedIn={signedIn} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
