import { reportError } from '@csan/shared-auth';
import { Button, Stack, toaster } from '@csan/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { startInvitationSignup } from '../api/invitation-start-mutation';
import { signUp } from '../api/sign-up';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { AUTH_NS } from '../i18n/namespace';
import { type SignupValues, signupSchema } from '../lib/schemas';

type Props = { token: string; invitedEmail: string; siteUrl: string };

/**
 * Registration by invitation: the e-mail is the invited address and cannot be changed. The
 * token is marked used as sign-up starts and sent with the sign-up; the auth hook admits it,
 * for that address, for an hour after the mark, so a retry after a failed attempt works. The
 * new session then leaves /login.
 */
export function SignupForm({ token, invitedEmail, siteUrl }: Props) {
  const { t } = useTranslation(AUTH_NS);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: { email: invitedEmail, password: '', fullName: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await startInvitationSignup(token);
      const result = await signUp({ ...values, email: invitedEmail }, token, siteUrl);
      if (result.ok) toaster.success({ title: t('signup.success') });
      else if (result.reason === 'already-registered') setFailure(t('signup.alreadyRegistered'));
      else if (result.reason === 'limited') setFailure(result.message);
      else setFailure(t('signup.failure'));
    } catch (error) {
      reportError(error, { remote: 'shell', action: 'sign-up' });
      setFailure(t('signup.failure'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormAlert status="success" message={t('signup.welcome')} />
        {failure ? <FormAlert status="error" message={failure} /> : null}
        <TextField
          label={t('fields.fullName')}
          autoComplete="name"
          required
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          readOnly
          helper={t('signup.emailLocked')}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          required
          helper={t('signup.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
          {isSubmitting ? t('signup.submitting') : t('signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
