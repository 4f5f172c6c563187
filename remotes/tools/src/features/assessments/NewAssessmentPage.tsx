import '../../i18n';
import { Alert, Button, Container, HStack, PageHeader, Stack } from '@csan/shared-ui';
import {
  Input,
  LabelledField,
  NativeSelect,
  Switch,
  useDataErrorText,
} from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { createAssessment, frameworksQuery } from '../../api/assessments';
import { toolsKeys } from '../../api/keys';
import { NS } from '../../i18n/namespace';
import {
  type NewAssessmentInput,
  type NewAssessmentValues,
  newAssessmentSchema,
  SECTORS,
  SIZES,
} from './new-assessment-schema';

/** `/assessments/new`: name, organisation, sector, country, size and framework. */
export function NewAssessmentPage() {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const frameworks = useQuery(frameworksQuery());
  const form = useForm<NewAssessmentInput, unknown, NewAssessmentValues>({
    resolver: zodResolver(newAssessmentSchema),
    defaultValues: {
      name: '',
      organisation: '',
      sector: '' as NewAssessmentInput['sector'],
      country: '',
      size: '' as NewAssessmentInput['size'],
      framework_id: 'nist-csf-2.0',
      share_benchmark: false,
    },
  });
  const create = useMutation({
    mutationFn: createAssessment,
    onSuccess: async (id) => {
      await queryClient.invalidateQueries({ queryKey: toolsKeys.list() });
      navigate(`/assessments/${id}`);
    },
  });
  const err = (key?: string) => (key ? t(key) : undefined);
  const { errors } = form.formState;
  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
        <Stack gap="5">
          <LabelledField label={t('create.name')} required error={err(errors.name?.message)}>
            <Input {...form.register('name')} autoComplete="off" />
          </LabelledField>
          <LabelledField
            label={t('create.organisation')}
            required
            error={err(errors.organisation?.message)}
          >
            <Input {...form.register('organisation')} autoComplete="organization" />
          </LabelledField>
          <LabelledField label={t('create.sector')} required error={err(errors.sector?.message)}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('sector')}>
                <option value="">{t('create.choose')}</option>
                {SECTORS.map((s) => (
                  <option key={s} value={s}>
                    {t(`sectors.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabelledField>
          <LabelledField label={t('create.country')} required error={err(errors.country?.message)}>
            <Input {...form.register('country')} maxLength={2} autoComplete="country" />
          </LabelledField>
          <LabelledField label={t('create.size')} required error={err(errors.size?.message)}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('size')}>
                <option value="">{t('create.choose')}</option>
                {SIZES.map((s) => (
                  <option key={s} value={s}>
                    {t(`sizes.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabelledField>
          <LabelledField
            label={t('create.framework')}
            required
            error={err(errors.framework_id?.message)}
          >
            <NativeSelect.Root disabled={!frameworks.data}>
              <NativeSelect.Field {...form.register('framework_id')}>
                {(frameworks.data ?? []).map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name} {f.version}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabelledField>
          <Controller
            control={form.control}
            name="share_benchmark"
            render={({ field }) => (
              <LabelledField label={t('create.share')} helper={t('create.shareHelp')}>
                <Switch.Root
                  checked={field.value}
                  onCheckedChange={(e) => field.onChange(e.checked)}
                >
                  <Switch.HiddenInput onBlur={field.onBlur} />
                  <Switch.Control />
                </Switch.Root>
              </LabelledField>
            )}
          />
          {create.isError ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>
                {t('create.failed')} {errorText(create.error)}
              </Alert.Title>
            </Alert.Root>
          ) : null}
          <HStack gap="3">
            <Button type="submit" colorPalette="brand" loading={create.isPending}>
              {t('create.submit')}
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/assessments">{t('create.cancel')}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </form>
    </Container>
  );
}
