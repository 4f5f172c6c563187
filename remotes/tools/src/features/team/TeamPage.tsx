import '../../i18n';
import {
  Badge,
  Button,
  formatDateTime,
  Heading,
  HStack,
  List,
  Stack,
  Text,
  toaster,
} from '@csan/shared-ui';
import {
  type DataColumn,
  DataTable,
  Input,
  LabelledField,
  NativeSelect,
  useDataErrorText,
} from '@csan/shared-ui/forms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolsKeys } from '../../api/keys';
import {
  type HistoryEntry,
  historyQuery,
  inviteCollaborator,
  peopleQuery,
  personName,
  removeCollaborator,
} from '../../api/team';
import type { FrameContext } from '../../components/AssessmentFrame';
import { NS } from '../../i18n/namespace';
import { describeChanges, inviteRefusalKey } from './team-texts';

/**
 * `/assessments/<id>/team`: who is on the assessment, the owner's invitation by e-mail (members
 * with the tools flag; the database checks) and the history of who changed what.
 */
export function TeamPage({ assessment, isOwner }: FrameContext) {
  const { t, i18n } = useTranslation(NS);
  const errorText = useDataErrorText();
  const queryClient = useQueryClient();
  const people = useQuery(peopleQuery(assessment.id));
  const history = useQuery(historyQuery(assessment.id));
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('contributor');
  const [emailError, setEmailError] = useState<string | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: toolsKeys.one(assessment.id) });
  const invite = useMutation({
    mutationFn: () => inviteCollaborator(assessment.id, email.trim(), role),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: t('team.invited', { email: email.trim() }) });
      setEmail('');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (userId: string) => removeCollaborator(assessment.id, userId),
    onSuccess: refresh,
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: t('editor.actionFailed', { message: errorText(error) }),
      }),
  });
  const inviteError = invite.isError
    ? (inviteRefusalKey(invite.error) && t(inviteRefusalKey(invite.error) as string)) ||
      errorText(invite.error)
    : undefined;
  const who = (id: string | null) => personName(people.data, id) ?? '—';
  const columns: DataColumn<HistoryEntry>[] = [
    {
      key: 'when',
      header: t('team.when'),
      nowrap: true,
      cell: (h) => formatDateTime(h.changed_at, i18n.language),
    },
    { key: 'who', header: t('team.who'), rowHeader: true, cell: (h) => who(h.changed_by) },
    { key: 'item', header: t('team.item'), nowrap: true, cell: (h) => h.item_code ?? '—' },
    {
      key: 'what',
      header: t('team.what'),
      cell: (h) =>
        [t(`team.actions.${h.action}`), describeChanges(h.changes, t, who)]
          .filter(Boolean)
          .join(': '),
    },
  ];
  return (
    <Stack gap="8">
      <Stack as="section" aria-labelledby="people-heading" gap="3">
        <Heading as="h2" size="lg" id="people-heading">
          {t('team.people')}
        </Heading>
        {people.isError ? (
          <Text role="alert">{errorText(people.error)}</Text>
        ) : (
          <List.Root as="ul" gap="2" ps="0" listStyleType="none">
            {(people.data ?? []).map((p) => (
              <List.Item key={p.user_id}>
                <HStack wrap="wrap" gap="2">
                  <Text fontWeight="semibold">{personName(people.data, p.user_id)}</Text>
                  {p.email ? <Text color="fg.muted">{p.email}</Text> : null}
                  <Badge>{t(`roles.${p.role}`)}</Badge>
                  {isOwner && p.role !== 'owner' ? (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      loading={remove.isPending && remove.variables === p.user_id}
                      onClick={() => remove.mutate(p.user_id)}
                    >
                      {t('team.remove', { name: personName(people.data, p.user_id) })}
                    </Button>
                  ) : null}
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
      {isOwner ? (
        <Stack as="section" aria-labelledby="invite-heading" gap="3" maxW="xl">
          <Heading as="h2" size="lg" id="invite-heading">
            {t('team.invite')}
          </Heading>
          <Text color="fg.muted">{t('team.inviteHelp')}</Text>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
                setEmailError(t('team.errors.email'));
                return;
              }
              setEmailError(undefined);
              invite.mutate();
            }}
          >
            <Stack gap="3">
              <LabelledField label={t('team.email')} required error={emailError ?? inviteError}>
                <Input
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                />
              </LabelledField>
              <LabelledField label={t('team.role')}>
                <NativeSelect.Root>
                  <NativeSelect.Field value={role} onChange={(e) => setRole(e.currentTarget.value)}>
                    <option value="contributor">{t('roles.contributor')}</option>
                    <option value="reviewer">{t('roles.reviewer')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </LabelledField>
              <Button
                type="submit"
                colorPalette="brand"
                alignSelf="start"
                loading={invite.isPending}
              >
                {t('team.inviteSubmit')}
              </Button>
            </Stack>
          </form>
        </Stack>
      ) : (
        <Text color="fg.muted">{t('team.onlyOwner')}</Text>
      )}
      <Stack as="section" aria-labelledby="history-heading" gap="3">
        <Heading as="h2" size="lg" id="history-heading">
          {t('team.history')}
        </Heading>
        <DataTable
          columns={columns}
          rows={history.data}
          rowKey={(h) => String(h.id)}
          caption={t('team.historyCaption')}
          loading={history.isPending}
          error={history.isError ? errorText(history.error) : undefined}
          onRetry={() => void history.refetch()}
          empty={t('team.historyEmpty')}
        />
      </Stack>
    </Stack>
  );
}
