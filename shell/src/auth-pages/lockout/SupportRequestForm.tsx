import { reportError } from '@csan/shared-auth';
import { Button, Stack, toaster } from '@csan/shared-ui';
import { Field, NativeSelect, Textarea, useFieldTexts } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitSupportRequest } from '../api/submit-support-request';
import { TextField } from '../components/TextField';
import { AUTH_NS } from '../i18n/namespace';
import {
  CONTACT_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  REQUEST_TYPES,
  type RequestType,
  type SupportRequestInput,
  type SupportRequestValues,
  supportRequestSchema,
} from './support-request-schema';

type Props = { userId: string | null; defaultRequestType?: RequestType };

/**
 * Content spec "Support-request form": idle → submitting ('Submitting...', disabled) → idle.
 * Success resets the form but keeps the chosen request type. A failure shows the error's
 * message (or the fallback) and is also logged.
 */
export function SupportRequestForm({ userId, defaultRequestType = 'locked_out' }: Props) {
  const { t } = useTranslation(AUTH_NS);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SupportRequestInput, unknown, SupportRequestValues>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: { requestType: defaultRequestType, description: '', contactMethod: '' },
  });

  const descriptionTexts = useFieldTexts(Boolean(errors.description), false);

  const submit = handleSubmit(async (values) => {
    if (!userId) {
      toaster.error({ title: t('support.noUser') });
      return;
    }
    try {
      const result = await submitSupportRequest({ userId, ...values });
      if (!result.ok) {
        reportError(result.message || 'Support request refused', {
          remote: 'shell',
          action: 'support request',
        });
        toaster.error({ title: result.message || t('support.failure') });
        return;
      }
      toaster.success({ title: t('support.success') });
      reset({ requestType: values.requestType, description: '', contactMethod: '' });
    } catch (error) {
      reportError(error, { remote: 'shell', action: 'support request' });
      toaster.error({ title: t('support.failure') });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>
            {t('support.requestType')}
            <Field.RequiredIndicator aria-hidden="true" />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('requestType')}>
              {REQUEST_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`support.types.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.description)} ids={descriptionTexts.ids}>
          <Field.Label>
            {t('support.description')}
            <Field.RequiredIndicator aria-hidden="true" />
          </Field.Label>
          <Textarea
            rows={4}
            maxLength={DESCRIPTION_MAX_LENGTH}
            aria-describedby={descriptionTexts.ariaDescribedBy}
            placeholder={t('support.descriptionPlaceholder')}
            {...register('description')}
          />
          {errors.description?.message ? (
            <Field.ErrorText>{t(errors.description.message)}</Field.ErrorText>
          ) : null}
        </Field.Root>
        {/* E-mail or phone: no single autocomplete token fits, so none is claimed. */}
        <TextField
          label={t('support.contactMethod')}
          placeholder={t('support.contactPlaceholder')}
          maxLength={CONTACT_MAX_LENGTH}
          error={errors.contactMethod?.message}
          {...register('contactMethod')}
        />
        <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
          {isSubmitting ? t('support.submitting') : t('support.submit')}
        </Button>
      </Stack>
    </form>
  );
}
