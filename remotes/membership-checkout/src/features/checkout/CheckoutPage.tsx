import '../../i18n';
import { isTier, type Tier } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import { Container, LoadingState, PageHeader } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { usePricingListQuery } from '../../api/pricing-list-query';
import { useSubscriptionDetailQuery } from '../../api/subscription-detail-query';
import { NS } from '../../i18n/namespace';
import { useViewer } from '../../lib/viewer';
import { CheckoutForm } from './components/CheckoutForm';
import { RedirectWithToast } from './components/RedirectWithToast';
import { switchedFrom, TierSwitchNotice } from './components/TierSwitchNotice';

/** `/checkout?tier=…`: the order of one tier for a signed-in member. */
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
  const location = useLocation();
  const tier = params.get('tier');
  const viewer = useViewer();

  if (!isTier(tier)) return <Navigate to={paths.membership()} replace />;
  if (viewer.status === 'loading') return <LoadingState />;
  // Back here, plan and all (`?tier=`, a discount code in the link), once signed in.
  if (viewer.status === 'signed-out') {
    return (
      <Navigate to={paths.login({ next: `${location.pathname}${location.search}` })} replace />
    );
  }
  if (viewer.isAdmin) {
    return (
      <RedirectWithToast to={paths.membership()} kind="info" message={t('checkout.adminNotice')} />
    );
  }
  return <TierCheckout tier={tier} userId={viewer.userId} />;
}

function TierCheckout({ tier, userId }: { tier: Tier; userId: string }) {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const pricing = usePricingListQuery();
  // Only for the notice: a failed read leaves it out rather than blocking the purchase.
  const subscription = useSubscriptionDetailQuery(userId);
  if (pricing.isPending) return <LoadingState label={t('checkout.loadingPricing')} />;
  // A failed read of the prices cannot price the order: back to /membership, which explains.
  const row = pricing.isSuccess ? pricing.data.find((p) => p.tier === tier) : undefined;
  if (!row) {
    return (
      <RedirectWithToast
        to={paths.membership()}
        kind="error"
        message={t('checkout.pricingError')}
      />
    );
  }
  const switching = switchedFrom(subscription.isSuccess ? subscription.data : null, tier);
  return (
    <>
      {switching ? <TierSwitchNotice current={switching} tier={tier} /> : null}
      <CheckoutForm pricing={row} requestedTeamSize={params.get('team')} userId={userId} />
    </>
  );
}
