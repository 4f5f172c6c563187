import { Button, CloseButton, Portal, Text, toaster } from '@csan/shared-ui';
import { Dialog } from '@csan/shared-ui/forms';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { cancelSubscription } from '../api/cancel-subscription-mutation';

type Props = { subscriptionId: string; onCancelled: () => void };

/**
 * Spec section 4, "Cancel": a confirmation prompt, then cancel_at_period_end, then reload.
 * An alertdialog (focus starts on the safe choice, Escape keeps the subscription).
 */
export function CancelSubscriptionDialog({ subscriptionId, onCancelled }: Props) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);

  async function confirm() {
    setBusy(true);
    try {
      await cancelSubscription(subscriptionId);
      toaster.success({ title: t('membership.cancel.success') });
      setOpen(false);
      onCancelled();
    } catch (error) {
      console.error('[membership] cancel failed:', error);
      toaster.error({ title: t('membership.cancel.failure') });
    } finally {
      setBusy(false);
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
