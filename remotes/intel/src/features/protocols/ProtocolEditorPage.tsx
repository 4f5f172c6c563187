import '../../i18n';
import {
  Alert,
  Button,
  chakra,
  ErrorState,
  HStack,
  LoadingState,
  NotFoundPage,
  PageHeader,
  SimpleGrid,
  Stack,
  Text,
} from '@csan/shared-ui';
import {
  Input,
  LabelledField,
  NativeSelect,
  Textarea,
  useDataErrorText,
} from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useIsAnalyst } from '../../api/analyst-query';
import { useOrganisationOptions } from '../../api/organisation-options';
import { useRememberLanguage } from '../../api/remember-language';
import { CheckboxList } from '../../components/CheckboxList';
import { Markdown } from '../../components/Markdown';
import { NS } from '../../i18n/namespace';
import { intelPaths } from '../../lib/paths';
import { TLP_LABEL } from '../../lib/tlp';
import { INCIDENT_TYPES } from './api/protocol-list-query';
import { useProtocolQuery, useSaveProtocolMutation } from './api/protocol-save';
import {
  EMPTY_PROTOCOL,
  PROTOCOL_TLP,
  type ProtocolForm,
  protocolSchema,
} from './rules/protocol-schema';

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <PageHeader title={title} />
      {children}
    </Stack>
  );
}

/** The fields, with a preview of the steps as readers will see them (Markdown, no HTML). */
function ProtocolFormView({ id, initial }: { id: string | undefined; initial: ProtocolForm }) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const navigate = useNavigate();
  const save = useSaveProtocolMutation();
  const orgs = useOrganisationOptions();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProtocolForm>({
    resolver: zodResolver(protocolSchema),
    defaultValues: initial,
  });
  const { register, control, handleSubmit, watch, formState } = form;
  const { errors } = formState;
  const [tlp, body] = watch(['tlp', 'body']);
  const err = (message: string | undefined) => (message ? t(message) : undefined);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id, form: values });
      navigate(intelPaths.protocols());
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <chakra.form noValidate onSubmit={submit}>
      <Stack gap="6">
        <LabelledField label={t('playbook.title')} required error={err(errors.title?.message)}>
          <Input {...register('title')} maxLength={200} />
        </LabelledField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <LabelledField label={t('protocols.type')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('incidentType')}>
                {INCIDENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`incident.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabelledField>
          <LabelledField label={t('editor.tlp')} required helper={t(`playbook.tlpRule.${tlp}`)}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('tlp')}>
                {PROTOCOL_TLP.map((level) => (
                  <option key={level} value={level}>
                    {TLP_LABEL[level]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabelledField>
        </SimpleGrid>
        {tlp === 'amber' ? (
          <Controller
            control={control}
            name="recipientOrgIds"
            render={({ field }) => (
              <CheckboxList
                legend={t('playbook.orgs')}
                options={(orgs.data ?? []).map((o) => ({
                  value: o.id,
                  label: `${o.name} (${o.country})`,
                }))}
                value={field.value}
                onChange={field.onChange}
                error={err(errors.recipientOrgIds?.message)}
                empty={orgs.isPending ? t('editor.loading') : t('editor.noOrgs')}
              />
            )}
          />
        ) : null}
        <LabelledField
          label={t('playbook.body')}
          required
          helper={t('editor.bodyHelp')}
          error={err(errors.body?.message)}
        >
          <Textarea {...register('body')} rows={14} fontFamily="mono" />
        </LabelledField>
        <chakra.details>
          <chakra.summary cursor="pointer" color="brand.700" fontWeight="medium">
            {t('playbook.preview')}
          </chakra.summary>
          <chakra.div mt="3" borderWidth="1px" borderRadius="md" p="4">
            {body.trim() ? (
              <Markdown>{body}</Markdown>
            ) : (
              <Text color="fg.muted">{t('playbook.previewEmpty')}</Text>
            )}
          </chakra.div>
        </chakra.details>
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('playbook.saveFailed', { reason: failure })}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {t('playbook.save')}
          </Button>
          <Button variant="ghost" onClick={() => navigate(intelPaths.protocols())}>
            {t('editor.cancel')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** `/protocols/new` and `/protocols/<id>/edit`: analysts and admins write playbooks. */
export function ProtocolEditorPage({ id }: { id?: string }) {
  const { t } = useTranslation(NS);
  useRememberLanguage();
  const { isAnalyst, loading } = useIsAnalyst();
  const existing = useProtocolQuery(id);
  const title = id ? t('playbook.editTitle') : t('playbook.newTitle');
  if (loading || (id && existing.isPending)) return <LoadingState />;
  if (!isAnalyst) {
    return (
      <Shell title={title}>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('playbook.analystsOnly')}</Alert.Title>
        </Alert.Root>
      </Shell>
    );
  }
  if (id && existing.isError) {
    const code = String((existing.error as { code?: unknown })?.code);
    if (code === 'PGRST116' || code === '22P02') {
      return <NotFoundPage homePath={intelPaths.protocols()} />;
    }
    return (
      <Shell title={title}>
        <ErrorState message={t('protocols.loadError')} onRetry={() => void existing.refetch()} />
      </Shell>
    );
  }
  return (
    <Shell title={title}>
      <ProtocolFormView id={id} initial={existing.data ?? EMPTY_PROTOCOL} />
    </Shell>
  );
}
