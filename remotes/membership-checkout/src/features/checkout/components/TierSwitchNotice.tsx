import type { Tier } from '@csan/shared-auth';
import { Alert, formatDate } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '../../../api/subscription-detail-query';
import { NS } from '../../../i18n/namespace';

/**
 * The member already pays for another tier that still runs: buying this one starts a new year
 * today and supersedes it, and the server does not carry the remaining time over (README
 * decision "one active subscription per member"). Said before payment, not discovered after.
 */
export function switchedFrom(
  current: Subscription | null,
  tier: Tier,
  now: Date = new Date(),
): Subscription | null {
  if (current?.status !== 'active' || current.tier === tier) return null;
  if (!current.next_billing_date || new Date(current.next_billing_date) <= now) return null;
  return current;
}

export function TierSwitchNotice({ current, tier }: { current: Subscription; tier: Tier }) {
  const { t, i18n } = useTranslation(NS);
  const values = {
    current: t(`tiers.${current.tier}`, { defaultValue: current.tier }),
    tier: t(`tiers.${tier}`),
    date: formatDate(current.next_billing_date ?? '', i18n.language),
  };
  return (
    <Alert.Root status="warning" mb="6">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('checkout.switchTitle', values)}</Alert.Title>
        <Alert.Description>{t('checkout.switchBody', values)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
