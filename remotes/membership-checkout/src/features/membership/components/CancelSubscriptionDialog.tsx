import { reportError } from '@csan/shared-auth';
import { Button, CloseButton, Portal, Text, toaster } from '@csan/shared-ui';
import { Dialog } from '@csan/shared-ui/forms';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useSubscriptionCancelMutation } from '../api/subscription-cancel-mutation';

type Props = { subscriptionId: string; userId: string };

/**
 * Cancel: a confirmation prompt, then cancel_at_period_end, then the subscription is read
 * again. An alertdialog (focus starts on the safe choice, Escape keeps the subscription).
 */
export function CancelSubscriptionDialog({ subscriptionId, userId }: Props) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const cancel = useSubscriptionCancelMutation(userId);
  const busy = cancel.isPending;
  const keepRef = useRef<HTMLButtonElement>(null);

  // Awaited rather than given callbacks: once the subscription is read again this dialog's
  // button is gone, and the success toast must still show.
  async function confirm() {
    try {
      await cancel.mutateAsync(subscriptionId);
      toaster.success({ title: t('membership.cancel.success') });
      setOpen(false);
    } catch (error) {
      reportError(error, { remote: 'membership_checkout', action: 'cancel' });
      toaster.error({ title: t('membership.cancel.failure') });
    }
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!busy) setOpen(details.open);
      }}
      initialFocusEl={() => keepRef.current}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red">
          {t('membership.cancel.button')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('membership.cancel.dialogTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('membership.cancel.prompt')}</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button ref={keepRef} variant="outline" disabled={busy}>
                  {t('membership.cancel.keep')}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
                {t('membership.cancel.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
