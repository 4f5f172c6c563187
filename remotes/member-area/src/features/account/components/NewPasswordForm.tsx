import { Alert, Button, Stack, toaster } from '@csan/shared-ui';
import { Field, Input, useFieldTexts } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Ref, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { updatePassword } from '../api/password-update-mutation';
import { AccountFailure, failureText } from '../lib/failure';
import { type NewPasswordValues, newPasswordSchema } from '../rules/password-schema';

type Props = {
  /** The new password is set. */
  onDone: () => void;
  /**
   * The server wants an aal2 session first (a verified factor exists): send the member through
   * the MFA step, coming back here afterwards.
   */
  onNeedsMfa: () => Promise<void>;
  /** The new-password input, for a dialog's initial focus. */
  firstFieldRef?: Ref<HTMLInputElement>;
};

/**
 * New password and confirmation with the sign-up rules, shared by the card a
 * recovery link shows and the Security card's "Change password". Errors are read with their
 * field (aria-describedby, as well as Field's aria-errormessage).
 */
export function NewPasswordForm({ onDone, onNeedsMfa, firstFieldRef }: Props) {
  const { t } = useTranslation(NS);
  const [needsMfa, setNeedsMfa] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { ref: passwordRef, ...password } = form.register('password');
  const passwordTexts = useFieldTexts(Boolean(errors.password?.message), true);
  const confirmTexts = useFieldTexts(Boolean(errors.confirm?.message), false);

  const submit = form.handleSubmit(async ({ password: value }) => {
    setNeedsMfa(false);
    try {
      await updatePassword(value);
      toaster.success({ title: t('account.password.success') });
      form.reset();
      onDone();
    } catch (error) {
      if (error instanceof AccountFailure && error.key === 'password.needsMfa') {
        setNeedsMfa(true);
        return;
      }
      toaster.error({ title: failureText(error, 'password.failure', (k) => t(`account.${k}`)) });
    }
  });

  async function verify() {
    setLeaving(true);
    try {
      await onNeedsMfa();
    } finally {
      setLeaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="4" maxW="md">
        {needsMfa ? (
          <Alert.Root status="warning" role="alert" flexWrap="wrap">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('account.password.needsMfaTitle')}</Alert.Title>
              <Alert.Description>{t('account.password.needsMfa')}</Alert.Description>
              <Button
                mt="3"
                size="sm"
                colorPalette="brand"
                alignSelf="flex-start"
                loading={leaving}
                loadingText={t('account.password.verifyingRedirect')}
                onClick={() => void verify()}
              >
                {t('account.password.verifyWithMfa')}
              </Button>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Field.Root invalid={Boolean(errors.password)} required ids={passwordTexts.ids}>
          <Field.Label>{t('account.password.new')}</Field.Label>
          <Input
            type="password"
            autoComplete="new-password"
            aria-describedby={passwordTexts.ariaDescribedBy}
            {...password}
            ref={(element) => {
              passwordRef(element);
              if (typeof firstFieldRef === 'function') firstFieldRef(element);
              else if (firstFieldRef) firstFieldRef.current = element;
            }}
          />
          {errors.password?.message ? (
            <Field.ErrorText>{t(`account.${errors.password.message}`)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('account.password.rules')}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.confirm)} required ids={confirmTexts.ids}>
          <Field.Label>{t('account.password.confirm')}</Field.Label>
          <Input
            type="password"
            autoComplete="new-password"
            aria-describedby={confirmTexts.ariaDescribedBy}
            {...form.register('confirm')}
          />
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
  );
}
