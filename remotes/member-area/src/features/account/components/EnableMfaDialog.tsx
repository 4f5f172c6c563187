import { Box, Button, chakra, HStack, Stack, Text, toaster } from '@csan/shared-ui';
import { FormDialog } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NS } from '../../../i18n/namespace';
import { cancelTotpEnrolment } from '../api/mfa-enrolment-cancel-mutation';
import { useMfaEnrolmentConfirmMutation } from '../api/mfa-enrolment-confirm-mutation';
import type { Enrolment } from '../api/mfa-enrolment-start-mutation';
import { reportMfaFailure } from '../lib/report-mfa-failure';
import { sanitizeEnrolmentCode } from '../rules/mfa-codes';
import { MfaCodeField } from './MfaCodeField';

const codeSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'mfa.codeFormat') });
type CodeValues = z.infer<typeof codeSchema>;

type Props = {
  /** The pending factor; null = closed. */
  enrolment: Enrolment | null;
  /** The member enabling MFA, whose account data it changes. */
  userId: string;
  onClose: () => void;
  onEnabled: (backupCodes: string[]) => void;
};

/**
 * 'Enable Two-Factor Authentication': QR code and manual secret of the pending factor, then
 * its 6-digit code. Closing without verifying unenrolls the pending factor.
 */
export function EnableMfaDialog({ enrolment, userId, onClose, onEnabled }: Props) {
  const { t } = useTranslation(NS);
  const confirm = useMfaEnrolmentConfirmMutation(userId);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const form = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  function close() {
    if (isSubmitting) return;
    if (enrolment) void cancelTotpEnrolment(enrolment.factorId);
    form.reset();
    onClose();
  }

  const verify = form.handleSubmit(async ({ code }) => {
    if (!enrolment) return;
    try {
      const codes = await confirm.mutateAsync({ factorId: enrolment.factorId, code });
      toaster.success({ title: t('account.mfa.enableSuccess') });
      form.reset();
      onEnabled(codes);
    } catch (error) {
      const ended = await reportMfaFailure(error, 'mfa.enableFailure', (key, values) =>
        t(`account.${key}`, values),
      );
      if (ended) {
        // The session is gone, and the pending factor with no way to remove it now; the next
        // enrolment clears it (startTotpEnrolment).
        form.reset();
        onClose();
        return;
      }
      form.setValue('code', '');
      codeRef.current?.focus();
    }
  });

  async function copySecret(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      toaster.success({ title: t('account.mfa.copied') });
    } catch {
      toaster.error({ title: t('account.mfa.copyFailure') });
    }
  }

  return (
    <FormDialog
      open={enrolment !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      initialFocus={() => codeRef.current}
      keepOnOutsideClick
      scrollInside
      title={t('account.mfa.enableTitle')}
      description={t('account.mfa.enableIntro')}
      confirmLabel={t('account.mfa.verifyEnable')}
      busyLabel={t('account.mfa.verifying')}
      confirmPalette="brand"
      cancelLabel={t('account.mfa.cancel')}
      closeLabel={t('account.mfa.close')}
      busy={isSubmitting}
      onConfirm={() => void verify()}
    >
      {enrolment ? (
        <Stack gap="4">
          <Box alignSelf="center" bg="white" p="2" borderRadius="md" borderWidth="1px">
            <chakra.img
              src={enrolment.qrCode}
              alt={t('account.mfa.qrAlt')}
              width="192px"
              height="192px"
            />
          </Box>
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('account.mfa.manualSecret')}
            </Text>
            <HStack gap="2" flexWrap="wrap">
              <Text
                as="code"
                data-testid="mfa-secret"
                fontFamily="mono"
                fontSize="sm"
                bg="bg.muted"
                borderRadius="sm"
                px="2"
                py="1"
                wordBreak="break-all"
              >
                {enrolment.secret}
              </Text>
              <Button size="xs" variant="outline" onClick={() => void copySecret(enrolment.secret)}>
                {t('account.mfa.copySecret')}
              </Button>
            </HStack>
          </Stack>
          <MfaCodeField
            control={form.control}
            error={errors.code?.message}
            label={t('account.mfa.codeLabel')}
            help={t('account.mfa.codeHelp')}
            sanitize={sanitizeEnrolmentCode}
            inputRef={codeRef}
            input={{
              inputMode: 'numeric',
              maxLength: 6,
              placeholder: '000000',
              letterSpacing: '0.3em',
            }}
          />
        </Stack>
      ) : null}
    </FormDialog>
  );
}
