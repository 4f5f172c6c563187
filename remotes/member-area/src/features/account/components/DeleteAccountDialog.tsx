import { paths } from '@csan/shared-auth/paths';
import { Stack, Text, toaster } from '@csan/shared-ui';
import { FormDialog, Input, LabelledField } from '@csan/shared-ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { NS } from '../../../i18n/namespace';
import { useAccountDeleteMutation } from '../api/account-delete-mutation';
import { AccountFailure, failureText } from '../lib/failure';
import { reportMfaFailure } from '../lib/report-mfa-failure';
import { sanitizeEnrolmentCode } from '../rules/mfa-codes';

type Props = {
  open: boolean;
  factorId: string;
  /** The account's e-mail address: what the member types to confirm. */
  email: string;
  onClose: () => void;
};

/**
 * 'Delete my account': what goes and what stays, a new authenticator code (checked by the
 * server, not taken from the session) and the account's e-mail address typed as the
 * confirmation. On success the member is signed out here and taken to the home page.
 */
export function DeleteAccountDialog({ open, factorId, email, onClose }: Props) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const remove = useAccountDeleteMutation();
  const codeRef = useRef<HTMLInputElement | null>(null);
  const schema = z.object({
    code: z.string().regex(/^\d{6}$/, 'mfa.codeFormat'),
    confirmation: z
      .string()
      .refine(
        (value) => value.trim().toLowerCase() === email.toLowerCase(),
        'data.delete.confirmationMismatch',
      ),
  });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { code: '', confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  function close() {
    if (isSubmitting) return;
    form.reset();
    remove.reset();
    onClose();
  }

  const submit = form.handleSubmit(async ({ code, confirmation }) => {
    try {
      await remove.mutateAsync({ factorId, code, confirmation: confirmation.trim() });
      toaster.success({ title: t('account.data.delete.done') });
      navigate(paths.home(), { replace: true });
    } catch (error) {
      // The MFA attempt limit ended every session: say so, sign out here, close.
      if (error instanceof AccountFailure && error.sessionEnded) {
        await reportMfaFailure(error, 'data.delete.failure', (key, values) =>
          t(`account.${key}`, values),
        );
        form.reset();
        onClose();
        return;
      }
      form.setValue('code', '');
      codeRef.current?.focus();
    }
  });

  const codeField = form.register('code', {
    onChange: (event) => form.setValue('code', sanitizeEnrolmentCode(event.target.value)),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      danger
      keepOnOutsideClick
      fullOnPhone
      title={t('account.data.delete.title')}
      description={t('account.data.delete.intro')}
      confirmLabel={t('account.data.delete.confirm')}
      busyLabel={t('account.data.delete.deleting')}
      cancelLabel={t('account.mfa.cancel')}
      closeLabel={t('account.mfa.close')}
      busy={isSubmitting}
      onConfirm={() => void submit()}
      footerNote={
        remove.error ? (
          <Text color="fg.error" role="alert">
            {failureText(remove.error, 'data.delete.failure', (key, values) =>
              t(`account.${key}`, values),
            )}
          </Text>
        ) : null
      }
    >
      <Stack gap="4">
        <Stack as="ul" gap="1" ps="5" listStyleType="disc" fontSize="sm">
          <li>{t('account.data.delete.removed')}</li>
          <li>{t('account.data.delete.kept')}</li>
          <li>{t('account.data.delete.final')}</li>
        </Stack>
        <LabelledField
          label={t('account.data.delete.codeLabel')}
          helper={t('account.mfa.codeHelp')}
          error={errors.code?.message ? t(`account.${errors.code.message}`) : undefined}
          required
        >
          <Input
            {...codeField}
            ref={(element) => {
              codeField.ref(element);
              codeRef.current = element;
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            fontFamily="mono"
            maxLength={6}
          />
        </LabelledField>
        <LabelledField
          label={t('account.data.delete.confirmationLabel', { email })}
          error={
            errors.confirmation?.message ? t(`account.${errors.confirmation.message}`) : undefined
          }
          required
        >
          <Input
            {...form.register('confirmation')}
            type="email"
            autoComplete="off"
            spellCheck={false}
          />
        </LabelledField>
      </Stack>
    </FormDialog>
  );
}
