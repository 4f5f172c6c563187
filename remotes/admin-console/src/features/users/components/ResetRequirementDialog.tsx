import { reportError } from '@csan/shared-auth';
import { Button, Text, toaster } from '@csan/shared-ui';
import { FormDialog } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import { useMfaRequirementResetMutation } from '../api/mfa-requirement-reset-mutation';

/** Reset requirement: the member gets 7 days from today to set up MFA. */
export function ResetRequirementDialog({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const reset = useMfaRequirementResetMutation();
  const { ready } = useAdminWrite();

  async function confirm() {
    if (!ready()) return;
    try {
      await reset.mutateAsync(userId);
      toaster.success({ title: t('mfaSupport.reset.success') });
      setOpen(false);
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'resetting the MFA requirement' });
      toaster.error({ title: t('mfaSupport.reset.failure') });
    }
  }

  return (
    <FormDialog
      trigger={
        <Button size="sm" variant="outline">
          {t('mfaSupport.reset.button')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t('mfaSupport.reset.title')}
      confirmLabel={t('mfaSupport.reset.confirm')}
      cancelLabel={t('mfaSupport.cancel')}
      busy={reset.isPending}
      onConfirm={() => void confirm()}
    >
      <Text>{t('mfaSupport.reset.prompt', { name })}</Text>
    </FormDialog>
  );
}
