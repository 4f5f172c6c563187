import { Button, CloseButton, Portal, Stack, toaster } from '@csan/shared-ui';
import { Dialog } from '@csan/shared-ui/forms';
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
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      initialFocusEl={() => codeRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form noValidate onSubmit={(event) => void submit(event)}>
              <Dialog.Header>
                <Dialog.Title>{t('account.mfa.disableTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{t('account.mfa.disableIntro')}</Dialog.Description>
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
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={close} disabled={isSubmitting}>
                  {t('account.mfa.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette="red"
                  loading={isSubmitting}
                  loadingText={t('account.mfa.disabling')}
                >
                  {t('account.mfa.disableConfirm')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild disabled={isSubmitting}>
              <CloseButton size="sm" aria-label={t('account.mfa.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
