import { toaster } from '@csan/shared-ui';
import { FormDialog } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NS } from '../../../i18n/namespace';
import { useMfaDisableMutation } from '../api/mfa-disable-mutation';
import { reportMfaFailure } from '../lib/report-mfa-failure';
import { classifyDisableCode, sanitizeDisableCode } from '../rules/mfa-codes';
import { MfaCodeField } from './MfaCodeField';

const codeSchema = z.object({
  code: z
    .string()
    .refine((code) => classifyDisableCode(code).kind !== 'invalid', 'mfa.disableCodeFormat'),
});
type CodeValues = z.infer<typeof codeSchema>;

type Props = {
  open: boolean;
  factorId: string;
  /** The member disabling MFA, whose account data it changes. */
  userId: string;
  onClose: () => void;
  onDisabled: () => void;
};

/**
 * 'Disable Two-Factor Authentication': a 6-digit authenticator code or an 8-character backup
 * code. The database sets the 7-day re-enable deadline.
 */
export function DisableMfaDialog({ open, factorId, userId, onClose, onDisabled }: Props) {
  const { t } = useTranslation(NS);
  const disable = useMfaDisableMutation(userId);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const form = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  function close() {
    if (isSubmitting) return;
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit(async ({ code }) => {
    const classified = classifyDisableCode(code);
    if (classified.kind === 'invalid') return;
    try {
      await disable.mutateAsync({ code: classified, factorId });
      toaster.success({ title: t('account.mfa.disableSuccess') });
      form.reset();
      onDisabled();
    } catch (error) {
      const ended = await reportMfaFailure(error, 'mfa.disableFailure', (key, values) =>
        t(`account.${key}`, values),
      );
      if (ended) {
        form.reset();
        onClose();
        return;
      }
      form.setValue('code', '');
      codeRef.current?.focus();
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      initialFocus={() => codeRef.current}
      title={t('account.mfa.disableTitle')}
      description={t('account.mfa.disableIntro')}
      confirmLabel={t('account.mfa.disableConfirm')}
      busyLabel={t('account.mfa.disabling')}
      confirmPalette="red"
      cancelLabel={t('account.mfa.cancel')}
      closeLabel={t('account.mfa.close')}
      busy={isSubmitting}
      onConfirm={() => void submit()}
    >
      <MfaCodeField
        control={form.control}
        error={errors.code?.message}
        label={t('account.mfa.disableCodeLabel')}
        help={t('account.mfa.disableCodeHelp')}
        sanitize={sanitizeDisableCode}
        inputRef={codeRef}
        // No maxLength: sanitizeDisableCode drops spaces and dashes first, then
        // keeps 8 characters ('abcd-efgh' must not be cut at the dash).
        input={{
          autoCapitalize: 'characters',
          spellCheck: false,
          letterSpacing: '0.2em',
        }}
      />
    </FormDialog>
  );
}
