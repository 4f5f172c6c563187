import { CloseButton, Portal } from '@csan/shared-ui';
import { Dialog } from '@csan/shared-ui/forms';
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
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      initialFocusEl={() => firstField.current}
      closeOnInteractOutside={false}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('account.password.changeTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Dialog.Description mb="4">{t('account.password.changeIntro')}</Dialog.Description>
              <NewPasswordForm
                firstFieldRef={firstField}
                onDone={onClose}
                onNeedsMfa={throughMfaStep}
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('account.password.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
