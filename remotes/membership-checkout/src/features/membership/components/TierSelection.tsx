import { Heading, QueryStates, SimpleGrid, Stack } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { usePricingListQuery } from '../../../api/pricing-list-query';
import { NS } from '../../../i18n/namespace';
import { TierCard } from './TierCard';

type Props = {
  signedIn: boolean;
  /** A tier the member already holds without a subscription (Corporate through a team). */
  heldTier?: string | null;
};

/** Otherwise the tier selection with yearly prices (from membership_pricing). */
export function TierSelection({ signedIn, heldTier = null }: Props) {
  const { t } = useTranslation(NS);
  const pricing = usePricingListQuery();
  return (
    <QueryStates
      query={pricing}
      errorMessage={t('membership.plans.loadError')}
      empty={t('membership.plans.empty')}
    >
      {(rows) => (
        <Stack as="section" aria-labelledby="tiers-heading" gap="6">
          <Heading as="h2" size="xl" id="tiers-heading">
            {t('membership.plans.heading')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {rows.map((row) => (
              <TierCard
                key={row.tier}
                pricing={row}
                signedIn={signedIn}
                held={row.tier === heldTier}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </QueryStates>
  );
}
