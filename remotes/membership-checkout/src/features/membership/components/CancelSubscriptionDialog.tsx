import { reportError } from '@csan/shared-auth';
import { Button, Text, toaster } from '@csan/shared-ui';
import { FormDialog } from '@csan/shared-ui/forms';
import { useState } from 'react';
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
    <FormDialog
      trigger={
        <Button variant="outline" colorPalette="red">
          {t('membership.cancel.button')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      danger
      title={t('membership.cancel.dialogTitle')}
      confirmLabel={t('membership.cancel.confirm')}
      cancelLabel={t('membership.cancel.keep')}
      busy={busy}
      onConfirm={() => void confirm()}
    >
      <Text>{t('membership.cancel.prompt')}</Text>
    </FormDialog>
  );
}
