import { Badge, Button, HStack, List, QueryStates, Stack, Text, toaster } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { Team } from '../api/team-list-query';
import {
  type RemoveFromTeam,
  useTeamMemberRemoveMutation,
} from '../api/team-member-remove-mutation';
import { type RosterEntry, useTeamRosterListQuery } from '../api/team-roster-list-query';
import { teamFailureKey } from '../rules/team-failure';

type Props = { userId: string; team: Team; manages: boolean };

/** Whether a removal under way is this entry's. */
function isTarget(target: RemoveFromTeam | undefined, entry: RosterEntry): boolean {
  if (!target) return false;
  return target.kind === 'member'
    ? entry.kind === 'member' && entry.userId === target.userId
    : entry.kind === 'invited' && entry.invitationId === target.invitationId;
}

function nameOf(entry: RosterEntry, unnamed: string): string {
  if (entry.kind === 'invited') return entry.email;
  return entry.fullName ?? entry.email ?? unnamed;
}

/**
 * The team's people: members and (for its owner) open invitations, with Remove for the owner;
 * 'Members: n of max'.
 */
export function TeamRoster({ userId, team, manages }: Props) {
  const { t } = useTranslation(NS);
  const roster = useTeamRosterListQuery(team.team_id);
  const remove = useTeamMemberRemoveMutation(userId);

  const removeEntry = async (entry: RosterEntry, name: string) => {
    const target: RemoveFromTeam =
      entry.kind === 'member'
        ? { teamId: team.team_id, kind: 'member', userId: entry.userId }
        : { teamId: team.team_id, kind: 'invited', invitationId: entry.invitationId };
    try {
      await remove.mutateAsync(target);
      toaster.success({
        title: t(
          entry.kind === 'member'
            ? 'corporateTeam.remove.removed'
            : 'corporateTeam.remove.withdrawn',
          {
            name,
          },
        ),
      });
    } catch (error) {
      toaster.error({ title: t(teamFailureKey(error, 'corporateTeam.remove.failure')) });
    }
  };

  return (
    <QueryStates
      query={roster}
      errorMessage={t('corporateTeam.roster.loadFailure')}
      isEmpty={() => false}
    >
      {(people) => (
        <Stack gap="3">
          <Text fontWeight="semibold">
            {t('corporateTeam.roster.count', { count: people.length, max: team.max_members })}
          </Text>
          {people.length === 0 ? (
            <Text color="fg.muted">{t('corporateTeam.roster.empty')}</Text>
          ) : (
            <List.Root
              variant="plain"
              gap="2"
              aria-label={t('corporateTeam.roster.label', { team: team.team_name })}
            >
              {people.map((entry) => {
                const name = nameOf(entry, t('corporateTeam.roster.unnamed'));
                const key = entry.kind === 'member' ? entry.userId : entry.invitationId;
                return (
                  <List.Item key={key}>
                    <HStack justify="space-between" gap="3" width="full" wrap="wrap">
                      <Stack gap="0" minW="0">
                        <Text fontWeight="medium" overflowWrap="anywhere">
                          {name}
                        </Text>
                        {entry.kind === 'member' && entry.email && entry.fullName ? (
                          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                            {entry.email}
                          </Text>
                        ) : null}
                      </Stack>
                      <HStack gap="2">
                        {entry.kind === 'invited' ? (
                          <Badge colorPalette="orange">{t('corporateTeam.roster.invited')}</Badge>
                        ) : null}
                        {manages ? (
                          <Button
                            size="sm"
                            variant="outline"
                            colorPalette="red"
                            aria-label={t('corporateTeam.remove.label', {
                              name,
                              team: team.team_name,
                            })}
                            loading={remove.isPending && isTarget(remove.variables, entry)}
                            onClick={() => void removeEntry(entry, name)}
                          >
                            {t('corporateTeam.remove.submit')}
                          </Button>
                        ) : null}
                      </HStack>
                    </HStack>
                  </List.Item>
                );
              })}
            </List.Root>
          )}
        </Stack>
      )}
    </QueryStates>
  );
}
