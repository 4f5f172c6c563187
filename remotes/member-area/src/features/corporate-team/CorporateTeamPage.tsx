import '../../i18n';
import { useSession } from '@csan/shared-auth';
import { Container, PageHeader, QueryStates, Stack } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { TeamAccessNote } from '../../components/TeamAccessNote';
import { NS } from '../../i18n/namespace';
import { useTeamSeatsDetailQuery } from './api/team-seats-detail-query';
import { CreateTeamForm } from './components/CreateTeamForm';
import { SeatsSummary } from './components/SeatsSummary';
import { TeamList } from './components/TeamList';

/**
 * `/corporate-team` (the shell lets Corporate members, team members and admins in): where the
 * member's access comes from when a team gives it; for an owner with paid seats, the seats used
 * and Create Team; then the teams they own or are on, with their people.
 */
export default function CorporateTeamPage() {
  const { t } = useTranslation(NS);
  const userId = useSession((s) => s.user?.id ?? null);
  const isAdmin = useSession((s) => s.access.isAdmin);
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('corporateTeam.title')} description={t('corporateTeam.description')} />
      {userId ? (
        <Stack gap="8">
          <TeamAccessNote userId={userId} />
          <OwnerTools userId={userId} />
          <TeamList userId={userId} isAdmin={isAdmin} />
        </Stack>
      ) : null}
    </Container>
  );
}

/** Seats and Create Team, for a member whose subscription (or admin role) gives seats. */
function OwnerTools({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const seats = useTeamSeatsDetailQuery(userId);
  return (
    <QueryStates
      query={seats}
      errorMessage={t('corporateTeam.seats.loadFailure')}
      isEmpty={(data) => data.paid === 0}
      empty={t('corporateTeam.seats.none')}
    >
      {(data) => (
        <Stack gap="6">
          <SeatsSummary seats={data} />
          <CreateTeamForm userId={userId} seats={data.paid} />
        </Stack>
      )}
    </QueryStates>
  );
}
