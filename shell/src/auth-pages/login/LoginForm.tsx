import { reportError } from '@csan/shared-auth';
import { Button, Stack } from '@csan/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signIn } from '../api/sign-in';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { AUTH_NS } from '../i18n/namespace';
import { type LoginValues, loginSchema } from '../lib/schemas';

type Props = {
  onForgotPassword: () => void;
  /** Move focus to the e-mail field on mount (back from the forgot-password view). */
  focusEmail?: boolean;
};

/**
 * E-mail and password. A successful sign-in only changes the session: the page then shows the
 * MFA step or leaves /login (see decideLoginView).
 */
export function LoginForm({ onForgotPassword, focusEmail = false }: Props) {
  const { t } = useTranslation(AUTH_NS);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    if (focusEmail) setFocus('email');
  }, [focusEmail, setFocus]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await signIn(values);
      if (!result.ok) {
        setFailure(result.reason === 'server' ? result.message : t('login.invalidCredentials'));
      }
    } catch (error) {
      reportError(error, { remote: 'shell', action: 'sign-in' });
      setFailure(t('page.loadFailed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {failure ? <FormAlert status="error" message={failure} /> : null}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
        <Button type="button" variant="plain" colorPalette="brand" onClick={onForgotPassword}>
          {t('login.forgotPassword')}
        </Button>
      </Stack>
    </form>
  );
}
