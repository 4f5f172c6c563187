import { FormDialog } from '@csan/shared-ui/forms';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { CHANGE_PASSWORD_ACTION, useThroughMfaStep } from '../lib/use-mfa-step';
import { NewPasswordForm } from './NewPasswordForm';

type Props = { open: boolean; onClose: () => void };

/**
 * 'Change password' from the Security card: the new-password form of the recovery card in a
 * dialog. A member with a verified factor in an aal1 session is sent through the MFA step and
 * comes back to /account with this dialog open again.
 */
export function ChangePasswordDialog({ open, onClose }: Props) {
  const { t } = useTranslation(NS);
  const firstField = useRef<HTMLInputElement | null>(null);
  const throughMfaStep = useThroughMfaStep(CHANGE_PASSWORD_ACTION);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      initialFocus={() => firstField.current}
      keepOnOutsideClick
      scrollInside
      freshOnOpen
      asForm={false}
      footer={false}
      title={t('account.password.changeTitle')}
      description={t('account.password.changeIntro')}
      closeLabel={t('account.password.close')}
    >
      <NewPasswordForm firstFieldRef={firstField} onDone={onClose} onNeedsMfa={throughMfaStep} />
    </FormDialog>
  );
}
