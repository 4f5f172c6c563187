import { Badge, Button, HStack, List, QueryStates, Stack, Text, toaster } from '@csan/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/FormField';
import { NS } from '../../../i18n/namespace';
import { type TeamMember, useTeamListQuery } from '../api/rd-team-list-query';
import { useTeamMemberAddMutation } from '../api/rd-team-member-add-mutation';
import { useTeamMemberRemoveMutation } from '../api/rd-team-member-remove-mutation';
import { failureKey } from '../lib/failure';
import { type TeamMemberValues, teamMemberSchema } from '../rules/collaboration-schemas';
import { Section } from './Section';

type Props = { projectId: string; isManager: boolean };

/** The manager and the team; the manager adds members by e-mail and removes them. */
export function TeamSection({ projectId, isManager }: Props) {
  const { t } = useTranslation(NS);
  const team = useTeamListQuery(projectId);
  return (
    <Section title={t('rdProjects.team.title')}>
      <QueryStates
        query={team}
        errorTitle={t('rdProjects.team.loadFailure')}
        errorMessage={(error) => error.message}
      >
        {(people) => (
          <List.Root as="ul" listStyleType="none" gap="3" m="0" p="0">
            {people.map((person) => (
              <TeamRow
                key={`${person.team_role}-${person.user_id}`}
                projectId={projectId}
                person={person}
                canRemove={isManager && person.team_role === 'member'}
              />
            ))}
          </List.Root>
        )}
      </QueryStates>
      {team.data && team.data.length <= 1 ? (
        <Text color="fg.muted">{t('rdProjects.team.empty')}</Text>
      ) : null}
      {isManager ? <AddMemberForm projectId={projectId} /> : null}
    </Section>
  );
}

function TeamRow({
  projectId,
  person,
  canRemove,
}: {
  projectId: string;
  person: TeamMember;
  canRemove: boolean;
}) {
  const { t } = useTranslation(NS);
  const remove = useTeamMemberRemoveMutation(projectId);
  const name = person.full_name || person.email || t('rdProjects.team.unnamed');
  const removeMember = async () => {
    try {
      await remove.mutateAsync(person.user_id);
      toaster.success({ title: t('rdProjects.team.removeSuccess', { name }) });
    } catch {
      toaster.error({ title: t('rdProjects.team.removeFailure') });
    }
  };
  return (
    <List.Item display="flex" gap="3" flexWrap="wrap" alignItems="center">
      <Stack gap="0" minW="0" flex="1">
        <Text fontWeight="medium" wordBreak="break-word">
          {name}
        </Text>
        {person.email && person.email !== name ? (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {person.email}
          </Text>
        ) : null}
      </Stack>
      <Badge variant="subtle" colorPalette={person.team_role === 'manager' ? 'brand' : 'gray'}>
        {t(person.team_role === 'manager' ? 'rdProjects.team.manager' : 'rdProjects.team.member')}
      </Badge>
      {canRemove ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={remove.isPending}
          onClick={() => void removeMember()}
          aria-label={t('rdProjects.team.removeOf', { name })}
        >
          {t('rdProjects.team.remove')}
        </Button>
      ) : null}
    </List.Item>
  );
}

function AddMemberForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation(NS);
  const add = useTeamMemberAddMutation(projectId);
  const form = useForm<TeamMemberValues>({
    resolver: zodResolver(teamMemberSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const save = form.handleSubmit(async ({ email }) => {
    try {
      await add.mutateAsync(email);
      toaster.success({ title: t('rdProjects.team.addSuccess', { email }) });
      form.reset({ email: '' });
    } catch (error) {
      // The refusal stays under the field, with what was typed.
      form.setError('email', { message: failureKey(error, 'team.addFailure') });
    }
  });
  const message = errors.email?.message;
  return (
    <form noValidate aria-label={t('rdProjects.team.add')} onSubmit={(event) => void save(event)}>
      <Stack gap="3">
        <FormField
          label={t('rdProjects.team.email')}
          help={t('rdProjects.team.emailHelp')}
          error={
            message
              ? t(message.includes('.') ? `rdProjects.${message}` : `rdProjects.errors.${message}`)
              : undefined
          }
          registration={form.register('email')}
          type="email"
          inputMode="email"
          autoComplete="off"
        />
        <HStack>
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            {t('rdProjects.team.add')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
