import '../../i18n';
import { Container, LoadingState, PageHeader, QueryStates, Stack } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { useSubscriptionDetailQuery } from '../../api/subscription-detail-query';
import { NS } from '../../i18n/namespace';
import { useViewer } from '../../lib/viewer';
import { useTeamAccessListQuery } from './api/team-access-list-query';
import { AdminNotice } from './components/AdminNotice';
import { HowToJoin } from './components/HowToJoin';
import { PaymentHistory } from './components/PaymentHistory';
import { RenewalBanners } from './components/RenewalBanners';
import { SubscriptionStatus } from './components/SubscriptionStatus';
import { TeamAccessNotice } from './components/TeamAccessNotice';
import { TierSelection } from './components/TierSelection';

/**
 * `/membership` shows exactly one of: the admin notice, the member's subscription, or the
 * tier selection (for a visitor, after how joining works: membership is by invitation).
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
  if (viewer.status === 'signed-out') {
    return (
      <Stack gap="8">
        <HowToJoin />
        <TierSelection signedIn={false} />
      </Stack>
    );
  }
  if (viewer.isAdmin) return <AdminNotice />;
  return <MemberMembership userId={viewer.userId} />;
}

/**
 * A member: their subscription, or the tier selection. A member of a corporate team is told
 * where their Corporate access comes from, and the tier selection offers no checkout for
 * Corporate, the tier they already hold.
 */
function MemberMembership({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const subscription = useSubscriptionDetailQuery(userId);
  const teamAccess = useTeamAccessListQuery(userId);
  const teams = teamAccess.data ?? [];
  if (teamAccess.isPending) return <LoadingState />;
  const notice = teams.length > 0 ? <TeamAccessNotice teams={teams} /> : null;
  return (
    <QueryStates query={subscription} errorMessage={t('membership.loadError')}>
      {(current) =>
        current ? (
          <Stack gap="8">
            {notice}
            <RenewalBanners subscription={current} now={new Date()} />
            <SubscriptionStatus subscription={current} userId={userId} />
            <PaymentHistory userId={userId} />
          </Stack>
        ) : (
          <Stack gap="8">
            {notice}
            <TierSelection signedIn heldTier={teams.length > 0 ? 'Corporate' : null} />
          </Stack>
        )
      }
    </QueryStates>
  );
}
