import '../../i18n';
import { isTier, type Tier } from '@csan/shared-auth';
import { Container, LoadingState, PageHeader, useAsync } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { fetchPricing } from '../../api/pricing-query';
import { NS } from '../../i18n/namespace';
import { useViewer } from '../../lib/viewer';
import { fetchSubscription } from '../membership/api/subscription-query';
import { CheckoutForm } from './components/CheckoutForm';
import { RedirectWithToast } from './components/RedirectWithToast';
import { switchedFrom, TierSwitchNotice } from './components/TierSwitchNotice';

/** `/checkout?tier=…` (spec sections 2, 4 and 5). */
export default function CheckoutPage() {
  const { t } = useTranslation(NS);
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('checkout.title')} description={t('checkout.description')} />
      <CheckoutContent />
    </Container>
  );
}

function CheckoutContent() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const tier = params.get('tier');
  const viewer = useViewer();

  if (!isTier(tier)) return <Navigate to="/membership" replace />;
  if (viewer.status === 'loading') return <LoadingState />;
  if (viewer.status === 'signed-out') return <Navigate to="/login" replace />;
  if (viewer.isAdmin) {
    return <RedirectWithToast to="/membership" kind="info" message={t('checkout.adminNotice')} />;
  }
  return <TierCheckout tier={tier} userId={viewer.userId} />;
}

function TierCheckout({ tier, userId }: { tier: Tier; userId: string }) {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const pricing = useAsync('pricing', fetchPricing);
  // Only for the notice: a failed read leaves it out rather than blocking the purchase.
  const subscription = useAsync(`subscription:${userId}`, () => fetchSubscription(userId));
  if (pricing.status === 'loading') return <LoadingState label={t('checkout.loadingPricing')} />;
  const row = pricing.status === 'success' ? pricing.data.find((p) => p.tier === tier) : undefined;
  if (!row) {
    return <RedirectWithToast to="/membership" kind="error" message={t('checkout.pricingError')} />;
  }
  const switching = switchedFrom(
    subscription.status === 'success' ? subscription.data : null,
    tier,
  );
  return (
    <>
      {switching ? <TierSwitchNotice current={switching} tier={tier} /> : null}
      <CheckoutForm pricing={row} requestedTeamSize={params.get('team')} />
    </>
  );
}
