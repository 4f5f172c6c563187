import { Button, Stack, Text, toaster } from '@csan/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { joinWaitlist } from '../api/join-waitlist';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { AUTH_NS } from '../i18n/namespace';
import { type WaitlistValues, waitlistSchema } from '../lib/schemas';

type Outcome = { status: 'info' | 'error'; key: string };

/** Join the waitlist; an address already on it gets a friendly answer, not a database error. */
export function WaitlistForm() {
  const { t } = useTranslation(AUTH_NS);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WaitlistValues>({
    resolver: zodResolver(waitlistSchema),
    defaultValues: { name: '', email: '' },
  });

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await joinWaitlist(values).catch(() => 'failed' as const);
    if (result === 'joined') {
      toaster.success({ title: t('waitlist.success') });
      reset();
    } else if (result === 'already-joined') {
      setOutcome({ status: 'info', key: 'waitlist.alreadyJoined' });
    } else {
      setOutcome({ status: 'error', key: 'waitlist.failure' });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">{t('waitlist.description')}</Text>
        {outcome ? <FormAlert status={outcome.status} message={t(outcome.key)} /> : null}
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
          {isSubmitting ? t('waitlist.submitting') : t('waitlist.submit')}
        </Button>
      </Stack>
    </form>
  );
}
