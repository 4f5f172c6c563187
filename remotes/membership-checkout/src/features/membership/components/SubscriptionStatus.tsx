import {
  Badge,
  Button,
  Card,
  chakra,
  formatDate,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@csan/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Subscription } from '../../../api/subscription-detail-query';
import { NS } from '../../../i18n/namespace';
import { checkoutPath } from '../../../lib/tiers';
import { lastPaymentChannel, useTransactionListQuery } from '../api/transaction-list-query';
import { amountText, subscriptionDisplayStatus } from '../rules/subscription-display';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';

const STATUS_PALETTE = { active: 'green', expiring: 'orange', expired: 'red' } as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <chakra.dt color="fg.muted" fontSize="sm">
        {label}
      </chakra.dt>
      <chakra.dd fontWeight="semibold">{children}</chakra.dd>
    </Stack>
  );
}

type Props = { subscription: Subscription; userId: string };

/** Tier, status, amount, next billing date, team size, and the actions. */
export function SubscriptionStatus({ subscription, userId }: Props) {
  const { t, i18n } = useTranslation(NS);
  const status = subscriptionDisplayStatus(subscription);
  // The payment history's own query (same key): the newest successful payment's channel.
  const transactions = useTransactionListQuery(userId);
  const byMobileMoney = lastPaymentChannel(transactions.data ?? []) === 'mobile_money';
  return (
    <Card.Root as="section" aria-labelledby="subscription-heading">
      <Card.Body gap="6">
        <Heading as="h2" size="lg" id="subscription-heading">
          {t('membership.status.heading')}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
          <Detail label={t('membership.status.tier')}>
            {t(`tiers.${subscription.tier}`, { defaultValue: subscription.tier })}
          </Detail>
          <Detail label={t('membership.status.status')}>
            <Badge colorPalette={STATUS_PALETTE[status]} size="md">
              {t(`membership.status.${status}`)}
            </Badge>
          </Detail>
          <Detail label={t('membership.status.amount')}>
            {amountText(subscription.amount_cents, i18n.language, t('membership.status.free'))}
          </Detail>
          <Detail label={t('membership.status.nextBilling')}>
            {subscription.next_billing_date
              ? formatDate(subscription.next_billing_date, i18n.language)
              : t('membership.status.noDate')}
          </Detail>
          <Detail label={t('membership.status.teamSize')}>{subscription.team_size}</Detail>
        </SimpleGrid>
        {status === 'expiring' ? (
          <Text color="fg.muted">{t('membership.status.expiringNote')}</Text>
        ) : null}
        {/* Paystack cannot debit mobile money again: its payers renew by reminder (the channel
            is the provider's report, stored by the server on the transaction). */}
        {status === 'active' && byMobileMoney ? (
          <Text color="fg.muted" fontSize="sm">
            {t('membership.status.renewalByReminder')}
          </Text>
        ) : null}
        <HStack gap="3" wrap="wrap">
          {status === 'expired' ? (
            <Button asChild colorPalette="brand">
              <RouterLink to={checkoutPath(subscription.tier, subscription.team_size)}>
                {t('membership.status.renewSubscription')}
              </RouterLink>
            </Button>
          ) : null}
          {status === 'active' ? (
            <CancelSubscriptionDialog subscriptionId={subscription.id} userId={userId} />
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
