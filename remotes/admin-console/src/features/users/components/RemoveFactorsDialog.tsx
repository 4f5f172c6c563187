import { DataError, reportError } from '@csan/shared-auth';
import { Button, Text, toaster } from '@csan/shared-ui';
import { FormDialog } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import { useMfaFactorsRemoveMutation } from '../api/mfa-factors-remove-mutation';

type Props = { userId: string; name: string; requestId: string };

/** A lost device: remove every authenticator of the member so they can enrol again. */
export function RemoveFactorsDialog({ userId, name, requestId }: Props) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const remove = useMfaFactorsRemoveMutation();
  const { ready } = useAdminWrite();

  async function confirm() {
    if (!ready()) return;
    try {
      await remove.mutateAsync({ userId, supportRequestId: requestId });
      toaster.success({ title: t('mfaSupport.removeFactors.success') });
      setOpen(false);
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'removing the authenticator' });
      const said = error instanceof DataError ? error.serverMessage : null;
      toaster.error({ title: said ?? t('mfaSupport.removeFactors.failure') });
    }
  }

  return (
    <FormDialog
      trigger={
        <Button size="sm" variant="outline" colorPalette="red">
          {t('mfaSupport.removeFactors.button')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t('mfaSupport.removeFactors.title')}
      confirmLabel={t('mfaSupport.removeFactors.confirm')}
      cancelLabel={t('mfaSupport.cancel')}
      busy={remove.isPending}
      danger
      onConfirm={() => void confirm()}
    >
      <Text>{t('mfaSupport.removeFactors.prompt', { name })}</Text>
    </FormDialog>
  );
}
