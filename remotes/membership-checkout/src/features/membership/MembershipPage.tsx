import '../../i18n';
import { Container, ErrorState, LoadingState, PageHeader, Stack, useAsync } from '@csan/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';
import { useViewer } from '../../lib/viewer';
import { fetchSubscription } from './api/subscription-query';
import { AdminNotice } from './components/AdminNotice';
import { PaymentHistory } from './components/PaymentHistory';
import { RenewalBanners } from './components/RenewalBanners';
import { SubscriptionStatus } from './components/SubscriptionStatus';
import { TierSelection } from './components/TierSelection';

/**
 * `/membership` shows exactly one of: the admin notice, the member's subscription, or the
 * tier selection (spec section 2, "Membership page").
 */
export default function MembershipPage() {
  const { t } = useTranslation(NS);
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('membership.title')} description={t('membership.description')} />
      <MembershipContent />
    </Container>
  );
}

function MembershipContent() {
  const viewer = useViewer();
  if (viewer.status === 'loading') return <LoadingState />;
  if (viewer.status === 'signed-out') return <TierSelection signedIn={false} />;
  if (viewer.isAdmin) return <AdminNotice />;
  return <MemberMembership userId={viewer.userId} />;
}

function MemberMembership({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  // Bumped after a change (cancel) so the subscription and history reload.
  const [version, setVersion] = useState(0);
  const subscription = useAsync(`subscription:${userId}`, () => fetchSubscription(userId));
  const refresh = () => {
    subscription.reload();
    setVersion((v) => v + 1);
  };

  if (subscription.status === 'loading') return <LoadingState />;
  if (subscription.status === 'error') {
    return <ErrorState message={t('membership.loadError')} onRetry={subscription.reload} />;
  }
  if (!subscription.data) return <TierSelection signedIn />;
  return (
    <Stack gap="8">
      <RenewalBanners subscription={subscription.data} now={new Date()} />
      <SubscriptionStatus subscription={subscription.data} onChanged={refresh} />
      <PaymentHistory userId={userId} version={version} />
    </Stack>
  );
}
