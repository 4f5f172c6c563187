import { Alert, List } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { TeamAccess } from '../api/team-access-list-query';

/** A team member's Corporate access: which team gives it, whose membership pays for it. */
export function TeamAccessNotice({ teams }: { teams: TeamAccess[] }) {
  const { t } = useTranslation(NS);
  const line = (team: TeamAccess) => {
    const name = team.organization ? `${team.team_name} (${team.organization})` : team.team_name;
    return team.owner_name
      ? t('membership.team.through', { team: name, owner: team.owner_name })
      : t('membership.team.throughTeam', { team: name });
  };
  return (
    <Alert.Root status="info" colorPalette="brand" borderRadius="lg" p="6">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="lg">{t('membership.team.title')}</Alert.Title>
        <Alert.Description>
          {teams.length === 1 && teams[0] ? (
            line(teams[0])
          ) : (
            <List.Root ps="4">
              {teams.map((team) => (
                <List.Item key={team.team_id}>{line(team)}</List.Item>
              ))}
            </List.Root>
          )}{' '}
          {t('membership.team.lasts')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
