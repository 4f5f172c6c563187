import { reportError } from '@csan/shared-auth';
import { Alert, Button, Heading, SimpleGrid, Stack, Text, toaster } from '@csan/shared-ui';
import { Input, NativeSelect, Textarea } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useInquiryCreateMutation } from '../api/inquiry-create-mutation';
import {
  EMPTY_INQUIRY,
  type InquiryInput,
  type InquiryValues,
  inquirySchema,
  ORGANIZATION_TYPES,
  SCOPE_MAX_LENGTH,
} from '../rules/inquiry-schema';
import { InquiryField } from './InquiryField';

/**
 * The inquiry form: stores the inquiry, then the team is notified. What the visitor typed is
 * cleared only once it is stored; the confirmation stays under the button, in a status region
 * that screen readers announce. A failure is a toast and keeps the form as it was.
 */
export function InquiryForm() {
  const { t } = useTranslation(NS);
  const mutation = useInquiryCreateMutation();
  const [sent, setSent] = useState(false);
  const form = useForm<InquiryInput, unknown, InquiryValues>({
    resolver: zodResolver(inquirySchema),
    defaultValues: EMPTY_INQUIRY,
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: keyof InquiryInput) => {
    const key = errors[name]?.message;
    return key ? t(`rdServices.form.errors.${key}`) : undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    setSent(false);
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      reportError(error, { remote: 'library', action: 'R&D inquiry' });
      toaster.error({ title: t('rdServices.form.failed') });
      return;
    }
    form.reset(EMPTY_INQUIRY);
    setSent(true);
  });

  return (
    <Stack as="section" aria-labelledby="rd-inquiry-heading" gap="5">
      <Stack gap="1">
        <Heading as="h2" id="rd-inquiry-heading" size="xl">
          {t('rdServices.form.title')}
        </Heading>
        <Text color="fg.muted">{t('rdServices.form.intro')}</Text>
      </Stack>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <InquiryField
              label={t('rdServices.form.contactName')}
              required
              error={errorOf('contactName')}
            >
              <Input autoComplete="name" {...form.register('contactName')} />
            </InquiryField>
            <InquiryField
              label={t('rdServices.form.contactEmail')}
              required
              error={errorOf('contactEmail')}
            >
              <Input type="email" autoComplete="email" {...form.register('contactEmail')} />
            </InquiryField>
            <InquiryField
              label={t('rdServices.form.organizationName')}
              required
              error={errorOf('organizationName')}
            >
              <Input autoComplete="organization" {...form.register('organizationName')} />
            </InquiryField>
            <InquiryField
              label={t('rdServices.form.organizationType')}
              required
              error={errorOf('organizationType')}
              wrap={(control) => (
                <NativeSelect.Root>
                  {control}
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            >
              <NativeSelect.Field {...form.register('organizationType')}>
                <option value="">{t('rdServices.form.organizationTypePlaceholder')}</option>
                {ORGANIZATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`rdServices.organizationTypes.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
            </InquiryField>
          </SimpleGrid>
          <InquiryField
            label={t('rdServices.form.projectTitle')}
            required
            error={errorOf('projectTitle')}
          >
            <Input {...form.register('projectTitle')} />
          </InquiryField>
          <InquiryField
            label={t('rdServices.form.projectScope')}
            error={errorOf('projectScope')}
            helper={t('rdServices.form.projectScopeHelp')}
          >
            <Textarea rows={5} maxLength={SCOPE_MAX_LENGTH} {...form.register('projectScope')} />
          </InquiryField>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            loading={isSubmitting}
            loadingText={t('rdServices.form.submitting')}
          >
            {t('rdServices.form.submit')}
          </Button>
          <div role="status">
            {sent ? (
              <Alert.Root status="success">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('rdServices.form.successTitle')}</Alert.Title>
                  <Alert.Description>{t('rdServices.form.success')}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
