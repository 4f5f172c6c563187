import { Alert, Button, Card, Field, Input, Stack, toaster } from '@csan/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { updatePassword } from '../api/update-password-mutation';
import { failureText } from '../lib/failure';
import { type NewPasswordValues, newPasswordSchema } from '../rules/password-schema';

/**
 * 'Set a new password', shown when a password-recovery link signed the member in. Rules are
 * the sign-up ones (spec section 5). Focus moves here, since it is why the member came.
 */
export function NewPasswordCard({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await updatePassword(password);
      toaster.success({ title: t('account.password.success') });
      onDone();
    } catch (error) {
      toaster.error({ title: failureText(error, 'password.failure', (k) => t(`account.${k}`)) });
    }
  });

  return (
    <Card.Root as="section" aria-labelledby={titleId} borderColor="brand.solid" borderWidth="2px">
      <Card.Header>
        <Card.Title id={titleId} ref={headingRef} tabIndex={-1} outline="none">
          {t('account.password.title')}
        </Card.Title>
        <Card.Description>{t('account.password.intro')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="4" maxW="md">
            <Field.Root invalid={Boolean(errors.password)} required>
              <Field.Label>{t('account.password.new')}</Field.Label>
              <Input type="password" autoComplete="new-password" {...form.register('password')} />
              {errors.password?.message ? (
                <Field.ErrorText>{t(`account.${errors.password.message}`)}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('account.password.rules')}</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.confirm)} required>
              <Field.Label>{t('account.password.confirm')}</Field.Label>
              <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
              {errors.confirm?.message ? (
                <Field.ErrorText>{t(`account.${errors.confirm.message}`)}</Field.ErrorText>
              ) : null}
            </Field.Root>
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Title>{t('account.password.sessionsNote')}</Alert.Title>
            </Alert.Root>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              loading={isSubmitting}
              loadingText={t('account.password.saving')}
            >
              {t('account.password.submit')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
