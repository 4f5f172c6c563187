import { Button, Heading, Stack, Text } from '@csan/shared-ui';
import { Input, LabelledField } from '@csan/shared-ui/forms';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useReasonText } from '../../../lib/reason-text';
import { reasonOf } from '../../../lib/server-reason';
import { type OtpStep, usePaymentOtpMutation } from '../api/payment-otp-mutation';

const OTP = /^\d{4,8}$/;

/**
 * The network's one-time code (Telecel Cash asks for one before the phone prompt): checked for
 * its form here, then by the provider; a refused code can be typed again.
 */
export function OtpForm({
  reference,
  onDone,
}: {
  reference: string;
  onDone: (step: OtpStep) => void;
}) {
  const { t } = useTranslation(NS);
  const reasonText = useReasonText();
  const submit = usePaymentOtpMutation(reference);
  const [otp, setOtp] = useState('');
  const [formatError, setFormatError] = useState(false);

  function send(event: FormEvent) {
    event.preventDefault();
    const code = otp.trim();
    if (!OTP.test(code)) {
      setFormatError(true);
      return;
    }
    setFormatError(false);
    submit.mutate(code, { onSuccess: onDone });
  }

  const error = formatError
    ? t('paymentCallback.otpFormat')
    : submit.isError
      ? reasonText(reasonOf(submit.error), t('paymentCallback.otpFailure'))
      : undefined;
  return (
    <form onSubmit={send} noValidate>
      <Stack gap="4" align="stretch" textAlign="start">
        <Heading as="h1" size="2xl" color="brand.800" textAlign="center">
          {t('paymentCallback.otpTitle')}
        </Heading>
        <Text>{t('paymentCallback.otpBody')}</Text>
        <LabelledField label={t('paymentCallback.otpLabel')} error={error} required>
          {(describedBy) => (
            <Input
              value={otp}
              onChange={(event) => setOtp(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              maxW="48"
              aria-describedby={describedBy}
            />
          )}
        </LabelledField>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={submit.isPending}
          loadingText={t('paymentCallback.otpSubmitting')}
        >
          {t('paymentCallback.otpSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
