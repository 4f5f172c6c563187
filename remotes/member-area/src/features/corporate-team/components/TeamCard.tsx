import { Badge, Card, formatDate, Separator, Stack, Text } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { Team } from '../api/team-list-query';
import { AddMemberForm } from './AddMemberForm';
import { TeamRoster } from './TeamRoster';

type Props = { userId: string; isAdmin: boolean; team: Team };

/** One team: name, organization, created date, its people, and for its owner Add Member. */
export function TeamCard({ userId, isAdmin, team }: Props) {
  const { t, i18n } = useTranslation(NS);
  const titleId = useId();
  const owns = team.team_owner_id === userId;
  const manages = owns || isAdmin;
  return (
    <Card.Root as="article" aria-labelledby={titleId}>
      <Card.Header gap="2">
        <Stack direction="row" justify="space-between" align="start" gap="3" wrap="wrap">
          <Card.Title as="h3" id={titleId} overflowWrap="anywhere">
            {team.team_name}
          </Card.Title>
          <Badge colorPalette={owns ? 'brand' : 'gray'}>
            {t(owns ? 'corporateTeam.card.owner' : 'corporateTeam.card.member')}
          </Badge>
        </Stack>
        <Text color="fg.muted" fontSize="sm">
          {[
            team.organization,
            t('corporateTeam.card.created', { date: formatDate(team.created_at, i18n.language) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        <TeamRoster userId={userId} team={team} manages={manages} />
        {manages ? (
          <>
            <Separator />
            <AddMemberForm userId={userId} team={team} />
          </>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
