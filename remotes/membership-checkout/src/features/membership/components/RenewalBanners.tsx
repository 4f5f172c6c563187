import { Alert, Button, formatDate } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Subscription } from '../../../api/subscription-detail-query';
import { NS } from '../../../i18n/namespace';
import { checkoutPath } from '../../../lib/tiers';
import { isRenewalDue, subscriptionDisplayStatus } from '../rules/subscription-display';

/** The expired banner or the 14-day reminder (never both). */
export function RenewalBanners({ subscription, now }: { subscription: Subscription; now: Date }) {
  const { t, i18n } = useTranslation(NS);
  if (subscriptionDisplayStatus(subscription) === 'expired') {
    return (
      <Alert.Root status="error" variant="solid" borderRadius="lg" flexWrap="wrap" gap="3">
        <Alert.Indicator />
        <Alert.Content minW="12rem">
          <Alert.Title>{t('membership.expired.title')}</Alert.Title>
          <Alert.Description>{t('membership.expired.body')}</Alert.Description>
        </Alert.Content>
        <Button asChild size="sm" variant="surface" colorPalette="red">
          <RouterLink to={checkoutPath(subscription.tier, subscription.team_size)}>
            {t('membership.expired.renewNow')}
          </RouterLink>
        </Button>
      </Alert.Root>
    );
  }
  if (subscription.next_billing_date && isRenewalDue(subscription, now)) {
    return (
      <Alert.Root status="warning" borderRadius="lg" flexWrap="wrap" gap="3">
        <Alert.Indicator />
        <Alert.Content minW="12rem">
          <Alert.Title>{t('membership.renewal.title')}</Alert.Title>
          <Alert.Description>
            {t('membership.renewal.body', {
              date: formatDate(subscription.next_billing_date, i18n.language),
            })}
          </Alert.Description>
        </Alert.Content>
        <Button asChild size="sm" colorPalette="yellow">
          <RouterLink to={checkoutPath(subscription.tier, subscription.team_size)}>
            {t('membership.renewal.renewEarly')}
          </RouterLink>
        </Button>
      </Alert.Root>
    );
  }
  return null;
}
