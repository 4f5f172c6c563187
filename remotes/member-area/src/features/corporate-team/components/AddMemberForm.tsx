import { Button, Stack, Text, toaster } from '@csan/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/FormField';
import { NS } from '../../../i18n/namespace';
import type { Team } from '../api/team-list-query';
import { useTeamMemberAddMutation } from '../api/team-member-add-mutation';
import {
  type MemberEmailInput,
  type MemberEmailValues,
  memberEmailSchema,
} from '../rules/member-email-schema';
import { teamFailureKey } from '../rules/team-failure';

type Props = { userId: string; team: Team };

/**
 * Add Member by e-mail: an existing member joins at once, an address without an account is
 * sent an invitation to sign up. A refusal (team full, seats taken, already there) stays under
 * the form, read out as it appears; so does the success (who was added or invited), until the
 * next address is typed, so it is not only a toast that is gone in four seconds.
 */
export function AddMemberForm({ userId, team }: Props) {
  const { t } = useTranslation(NS);
  const add = useTeamMemberAddMutation(userId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<MemberEmailInput, unknown, MemberEmailValues>({
    resolver: zodResolver(memberEmailSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setRefusal(null);
    setDone(null);
    try {
      const outcome = await add.mutateAsync({ teamId: team.team_id, email });
      const said = t(
        outcome === 'invited' ? 'corporateTeam.add.invited' : 'corporateTeam.add.added',
        { email },
      );
      toaster.success({ title: said });
      setDone(said);
      form.reset({ email: '' });
    } catch (error) {
      const text = t(teamFailureKey(error, 'corporateTeam.add.failure'));
      setRefusal(text);
      toaster.error({ title: text });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="3">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'end' }}>
          <FormField
            label={t('corporateTeam.add.email', { team: team.team_name })}
            type="email"
            inputMode="email"
            autoComplete="off"
            help={t('corporateTeam.add.help')}
            error={
              errors.email?.message
                ? t(`corporateTeam.add.errors.${errors.email.message}`)
                : undefined
            }
            registration={form.register('email', {
              onChange: () => {
                setRefusal(null);
                setDone(null);
              },
            })}
          />
          <Button
            type="submit"
            colorPalette="brand"
            flexShrink={0}
            loading={isSubmitting}
            loadingText={t('corporateTeam.add.adding')}
          >
            {t('corporateTeam.add.submit')}
          </Button>
        </Stack>
        {refusal ? (
          <Text role="alert" color="fg.error">
            {refusal}
          </Text>
        ) : null}
        {done ? (
          <Text role="status" color="fg.success">
            {done}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
