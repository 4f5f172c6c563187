import { Button, Card, SimpleGrid, Stack, toaster } from '@csan/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/FormField';
import { NS } from '../../../i18n/namespace';
import { useTeamCreateMutation } from '../api/team-create-mutation';
import { teamFailureKey } from '../rules/team-failure';
import {
  defaultMaxMembers,
  type TeamInput,
  type TeamValues,
  teamSchema,
} from '../rules/team-schema';

type Props = { userId: string; seats: number };

/** Create Team: team name, organization, max members (default 5, at most the paid seats). */
export function CreateTeamForm({ userId, seats }: Props) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const create = useTeamCreateMutation(userId);
  const schema = useMemo(() => teamSchema(seats), [seats]);
  const empty: TeamInput = {
    teamName: '',
    organization: '',
    maxMembers: String(defaultMaxMembers(seats)),
  };
  const form = useForm<TeamInput, unknown, TeamValues>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (message: string | undefined) =>
    message ? t(`corporateTeam.create.errors.${message}`, { seats }) : undefined;

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toaster.success({ title: t('corporateTeam.create.success') });
      form.reset(empty);
    } catch (error) {
      toaster.error({ title: t(teamFailureKey(error, 'corporateTeam.create.failure'), { seats }) });
    }
  });

  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h2" id={titleId}>
          {t('corporateTeam.create.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField
                label={t('corporateTeam.create.teamName')}
                required
                error={errorOf(errors.teamName?.message)}
                registration={form.register('teamName')}
              />
              <FormField
                label={t('corporateTeam.create.organization')}
                autoComplete="organization"
                error={errorOf(errors.organization?.message)}
                registration={form.register('organization')}
              />
              <FormField
                label={t('corporateTeam.create.maxMembers')}
                help={t('corporateTeam.create.maxMembersHelp', { seats })}
                inputMode="numeric"
                error={errorOf(errors.maxMembers?.message)}
                registration={form.register('maxMembers')}
              />
            </SimpleGrid>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'start' }}
              loading={isSubmitting}
              loadingText={t('corporateTeam.create.creating')}
            >
              {t('corporateTeam.create.submit')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
