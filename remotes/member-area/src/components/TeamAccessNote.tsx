import { Alert, List } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { type TeamAccess, useTeamAccessListQuery } from '../api/team-access-list-query';
import { NS } from '../i18n/namespace';

type Translate = (key: string, values?: Record<string, unknown>) => string;

function accessText(team: TeamAccess, t: Translate): string {
  const name = team.organization ? `${team.team_name} (${team.organization})` : team.team_name;
  return team.owner_name
    ? t('teamAccess.through', { team: name, owner: team.owner_name })
    : t('teamAccess.throughTeam', { team: name });
}

/**
 * Where a team member's Corporate access comes from: the teams (and their owners) that give it
 * now. Nothing for a member without one, nor while it loads or if it cannot be read (the
 * access itself is the database's, this only explains it).
 */
export function TeamAccessNote({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const access = useTeamAccessListQuery(userId);
  const teams = access.data ?? [];
  const [first] = teams;
  if (!first) return null;
  return (
    <Alert.Root status="info" colorPalette="brand" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('teamAccess.title')}</Alert.Title>
        <Alert.Description>
          {teams.length === 1 ? (
            accessText(first, t)
          ) : (
            <List.Root ps="4">
              {teams.map((team) => (
                <List.Item key={team.team_id}>{accessText(team, t)}</List.Item>
              ))}
            </List.Root>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
