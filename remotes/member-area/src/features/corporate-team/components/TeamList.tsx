import { Heading, QueryStates, Stack } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useTeamListQuery } from '../api/team-list-query';
import { TeamCard } from './TeamCard';

type Props = { userId: string; isAdmin: boolean };

/** The teams the member owns or is on, newest first: loading → error → empty → cards. */
export function TeamList({ userId, isAdmin }: Props) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const teams = useTeamListQuery(userId);
  return (
    <Stack as="section" aria-labelledby={titleId} gap="4">
      <Heading as="h2" size="xl" id={titleId}>
        {t('corporateTeam.list.title')}
      </Heading>
      <QueryStates
        query={teams}
        errorMessage={t('corporateTeam.list.loadFailure')}
        empty={t('corporateTeam.list.empty')}
      >
        {(rows) => (
          <Stack gap="6">
            {rows.map((team) => (
              <TeamCard key={team.team_id} userId={userId} isAdmin={isAdmin} team={team} />
            ))}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
