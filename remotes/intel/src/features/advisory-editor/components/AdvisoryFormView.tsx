import { Alert, Button, chakra, Heading, HStack, SimpleGrid, Stack, Text } from '@csan/shared-ui';
import {
  Input,
  LabelledField,
  NativeSelect,
  Textarea,
  useDataErrorText,
} from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SECTORS } from '../../../api/types';
import { CheckboxList } from '../../../components/CheckboxList';
import { NS } from '../../../i18n/namespace';
import { intelPaths } from '../../../lib/paths';
import { SEVERITIES } from '../../../lib/severity';
import { TLP_LABEL, TLP_LEVELS } from '../../../lib/tlp';
import { useSaveAdvisoryMutation } from '../api/save-advisory-mutation';
import { type AdvisoryForm, advisorySchema } from '../rules/advisory-schema';
import { IndicatorFields } from './IndicatorFields';
import { RecipientFields } from './RecipientFields';

type Props = {
  id: string | undefined;
  initial: AdvisoryForm;
  knownPeople: readonly { user_id: string; full_name: string | null }[];
};

/** The indicator's index in the database's PT422 refusal (`details`), if it names one. */
function refusedIndicator(error: unknown): number | null {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  const index = Number(details);
  return code === 'PT422' && Number.isInteger(index) && index >= 0 ? index : null;
}

/**
 * The advisory's fields, its indicators and its recipients; 'Save draft' (a new advisory or a
 * draft) and 'Publish' / 'Publish update'. Every rule is checked here for clear messages and
 * again by intel_save_advisory, whose refusals land on the field they name.
 */
export function AdvisoryFormView({ id, initial, knownPeople }: Props) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const navigate = useNavigate();
  const save = useSaveAdvisoryMutation(id);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { basics: useId(), body: useId(), readers: useId() };
  const form = useForm<AdvisoryForm>({
    resolver: zodResolver(advisorySchema),
    defaultValues: initial,
  });
  const { register, control, handleSubmit, watch, setError, formState } = form;
  const { errors } = formState;
  const tlp = watch('tlp');
  const err = (message: string | undefined) => (message ? t(message) : undefined);

  const submit = (publish: boolean) =>
    handleSubmit(async (values) => {
      setFailure(null);
      try {
        const saved = await save.mutateAsync({ form: values, publish });
        navigate(intelPaths.advisory(saved.id));
      } catch (error) {
        const index = refusedIndicator(error);
        if (index !== null) {
          const type = values.indicators[index]?.type ?? 'ipv4';
          setError(
            `indicators.${index}.value`,
            { message: `editor.errors.indicator.${type}` },
            { shouldFocus: true },
          );
        } else {
          setFailure(errorText(error));
        }
      }
    });

  return (
    <chakra.form noValidate onSubmit={submit(true)}>
      <Stack gap="8">
        <Stack as="section" aria-labelledby={ids.basics} gap="4">
          <Heading as="h2" size="md" id={ids.basics}>
            {t('editor.basics')}
          </Heading>
          <LabelledField label={t('editor.title')} required error={err(errors.title?.message)}>
            <Input {...register('title')} maxLength={200} />
          </LabelledField>
          <LabelledField label={t('editor.summary')} required error={err(errors.summary?.message)}>
            <Textarea {...register('summary')} rows={3} maxLength={1000} />
          </LabelledField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <LabelledField label={t('editor.severity')} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('severity')}>
                  {SEVERITIES.map((s) => (
                    <option key={s} value={s}>
                      {t(`severity.${s}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </LabelledField>
            <LabelledField label={t('editor.tlp')} required helper={t(`tlpRule.${tlp}`)}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('tlp')}>
                  {TLP_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {TLP_LABEL[level]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </LabelledField>
          </SimpleGrid>
          <Controller
            control={control}
            name="sectors"
            render={({ field }) => (
              <CheckboxList
                legend={t('editor.sectors')}
                options={SECTORS.map((s) => ({ value: s, label: t(`sector.${s}`) }))}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <LabelledField
            label={t('editor.countries')}
            helper={t('editor.countriesHelp')}
            error={err(errors.countries?.message)}
          >
            <Input {...register('countries')} autoComplete="off" />
          </LabelledField>
        </Stack>

        <Stack as="section" aria-labelledby={ids.body} gap="4">
          <Heading as="h2" size="md" id={ids.body}>
            {t('editor.content')}
          </Heading>
          <LabelledField
            label={t('editor.body')}
            helper={t('editor.bodyHelp')}
            error={err(errors.body?.message)}
          >
            <Textarea {...register('body')} rows={10} fontFamily="mono" />
          </LabelledField>
          <LabelledField
            label={t('editor.references')}
            helper={t('editor.referencesHelp')}
            error={err(errors.references?.message)}
          >
            <Textarea {...register('references')} rows={3} />
          </LabelledField>
        </Stack>

        <IndicatorFields control={control} register={register} errors={errors} />

        <Stack as="section" aria-labelledby={ids.readers} gap="4">
          <Heading as="h2" size="md" id={ids.readers}>
            {t('editor.readers')}
          </Heading>
          <RecipientFields tlp={tlp} control={control} errors={errors} knownPeople={knownPeople} />
        </Stack>

        {initial.wasPublished ? (
          <LabelledField
            label={t('editor.changeNote')}
            required
            helper={t('editor.changeNoteHelp')}
            error={err(errors.changeNote?.message)}
          >
            <Input {...register('changeNote')} maxLength={500} />
          </LabelledField>
        ) : null}

        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('editor.saveFailed', { reason: failure })}</Alert.Title>
          </Alert.Root>
        ) : null}
        {Object.keys(errors).length > 0 ? (
          <Text role="alert" color="fg.error">
            {t('editor.fixErrors')}
          </Text>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {initial.wasPublished ? t('editor.publishUpdate') : t('editor.publish')}
          </Button>
          {!initial.wasPublished ? (
            <Button
              variant="outline"
              colorPalette="brand"
              disabled={save.isPending}
              onClick={() => void submit(false)()}
            >
              {t('editor.saveDraft')}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            onClick={() => navigate(id ? intelPaths.advisory(id) : intelPaths.list())}
          >
            {t('editor.cancel')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
