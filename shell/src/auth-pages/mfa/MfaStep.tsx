import { limitEndedSession, limitMessage, reportError } from '@csan/shared-auth';
import { Button, Heading, Stack, Text, toaster } from '@csan/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MfaFailure } from '../api/mfa-failure';
import { redeemBackupCode } from '../api/redeem-backup-code';
import { verifyTotp } from '../api/verify-totp';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { AUTH_NS } from '../i18n/namespace';
import { classifyMfaCode, cleanMfaInput, type MfaCodeValues, mfaCodeSchema } from './mfa-code';

type Props = {
  /** A 6-digit code verified: the session is aal2 now. */
  onVerified: () => Promise<void>;
  /** A backup code redeemed: factors are gone, MFA must be set up again on /account. */
  onBackupRedeemed: () => Promise<void>;
  /** Back to login: sign the half-signed-in session out. */
  onBack: () => Promise<void>;
};

/** A refused session-ending message stays up longer than the default 4 s: it says how long to wait. */
const SIGNED_OUT_NOTICE_MS = 10_000;

/**
 * What the step says for a failed code: a wrong code gets the spec's message in the reader's language rather than
 * GoTrue's English 'Invalid TOTP code entered'; a limit gets its translated explanation with
 * the wait; any other error keeps the server's message.
 */
function mfaFailureText(failure: MfaFailure, t: TFunction): string {
  switch (failure.kind) {
    case 'invalid':
      return t('mfa.failure');
    case 'limited': {
      const { key, values } = limitMessage(failure.limit);
      return t(`limits.${key}`, values);
    }
    case 'server':
      return failure.message || t('mfa.failure');
  }
}

/**
 * The second sign-in step: one field for a 6-digit authenticator code or an 8-character backup
 * code. Focus lands on the field when the step appears. When a refusal ended the user's
 * sessions on the server (GoTrue's MFA verification hook), the step does not stay open on the
 * dead session: it signs out locally (onBack), so the login form shows, and the message stays
 * as a toast.
 */
export function MfaStep({ onVerified, onBackupRedeemed, onBack }: Props) {
  const { t } = useTranslation(AUTH_NS);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<MfaCodeValues>({ resolver: zodResolver(mfaCodeSchema), defaultValues: { code: '' } });

  useEffect(() => setFocus('code'), [setFocus]);

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    const parsed = classifyMfaCode(code);
    if (parsed.kind === 'invalid') return;
    try {
      const result =
        parsed.kind === 'totp'
          ? await verifyTotp(parsed.code)
          : await redeemBackupCode(parsed.code);
      if (!result.ok) {
        const text = mfaFailureText(result.failure, t);
        if (result.failure.kind === 'limited' && limitEndedSession(result.failure.limit)) {
          toaster.error({ title: text, duration: SIGNED_OUT_NOTICE_MS });
          await onBack();
          return;
        }
        setFailure(text);
        setValue('code', '');
        setFocus('code');
        return;
      }
      if (parsed.kind === 'totp') {
        toaster.success({ title: t('mfa.success') });
        await onVerified();
      } else {
        toaster.success({ title: t('mfa.backupAccepted') });
        await onBackupRedeemed();
      }
    } catch (error) {
      reportError(error, { remote: 'shell', action: 'MFA verification' });
      setFailure(t('mfa.failure'));
    }
  });

  const code = register('code');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Heading as="h2" size="lg">
          {t('mfa.title')}
        </Heading>
        <Text color="fg.muted">{t('mfa.description')}</Text>
        {failure ? <FormAlert status="error" message={failure} /> : null}
        <TextField
          label={t('mfa.code')}
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="characters"
          spellCheck={false}
          // No maxLength: it would cut 'abcd-efgh' before the cleaning below drops the dash;
          // cleanMfaInput keeps at most MFA_CODE_MAX_LENGTH letters and digits.
          required
          error={errors.code?.message}
          {...code}
          onChange={(event) => {
            event.target.value = cleanMfaInput(event.target.value);
            return code.onChange(event);
          }}
        />
        <Button type="submit" colorPalette="brand" disabled={isSubmitting || leaving}>
          {isSubmitting ? t('mfa.submitting') : t('mfa.submit')}
        </Button>
        <Button
          type="button"
          variant="plain"
          colorPalette="brand"
          disabled={isSubmitting || leaving}
          onClick={async () => {
            setLeaving(true);
            try {
              await onBack();
            } finally {
              setLeaving(false);
            }
          }}
        >
          {t('mfa.back')}
        </Button>
      </Stack>
    </form>
  );
}
