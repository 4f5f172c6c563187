import { Button, Heading, Stack, Text, toaster } from '@csan/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sendResetEmail } from '../api/send-reset-email';
import { TextField } from '../components/TextField';
import { AUTH_NS } from '../i18n/namespace';
import { type ResetValues, resetSchema } from '../lib/schemas';

/** The Login tab's sub-view: a reset link by e-mail (it lands on /account), back to login. */
export function ForgotPasswordForm({ siteUrl, onBack }: { siteUrl: string; onBack: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ resolver: zodResolver(resetSchema), defaultValues: { email: '' } });

  // The view replaced the login form: move focus to its heading so it is announced.
  useEffect(() => heading.current?.focus(), []);

  const submit = handleSubmit(async ({ email }) => {
    const result = await sendResetEmail(email, siteUrl).catch(() => ({ sent: false }) as const);
    if (result.sent) toaster.success({ title: t('forgot.success') });
    else
      toaster.error({
        title: ('limitMessage' in result && result.limitMessage) || t('forgot.failure'),
      });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Heading as="h2" size="md" ref={heading} tabIndex={-1}>
          {t('forgot.title')}
        </Heading>
        <Text color="fg.muted">{t('forgot.description')}</Text>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
          {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
        <Button type="button" variant="plain" colorPalette="brand" onClick={onBack}>
          {t('forgot.back')}
        </Button>
      </Stack>
    </form>
  );
}
