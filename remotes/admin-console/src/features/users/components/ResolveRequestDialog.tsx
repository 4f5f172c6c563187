import { reportError, useSession } from '@csan/shared-auth';
import { Button, toaster } from '@csan/shared-ui';
import { Field, FormDialog, Textarea } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import type { SupportRequest } from '../api/support-request-list-query';
import { useSupportRequestResolveMutation } from '../api/support-request-resolve-mutation';

/** Resolve: the resolution notes, then the request is resolved (resolved_at now). */
export function ResolveRequestDialog({ request }: { request: SupportRequest }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState('');
  const resolve = useSupportRequestResolveMutation();
  const { ready } = useAdminWrite();
  const adminId = useSession((s) => s.user?.id ?? null);

  async function confirm() {
    if (!ready()) return;
    try {
      await resolve.mutateAsync({ requestId: request.id, notes, adminId });
      toaster.success({ title: t('mfaSupport.resolve.success') });
      setOpen(false);
      setNotes('');
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'resolving the support request' });
      toaster.error({ title: t('mfaSupport.resolve.failure') });
    }
  }

  return (
    <FormDialog
      trigger={<Button size="sm">{t('mfaSupport.resolve.button')}</Button>}
      open={open}
      onOpenChange={setOpen}
      title={t('mfaSupport.resolve.title')}
      confirmLabel={t('mfaSupport.resolve.confirm')}
      cancelLabel={t('mfaSupport.cancel')}
      busy={resolve.isPending}
      onConfirm={() => void confirm()}
    >
      <Field.Root>
        <Field.Label>{t('mfaSupport.resolve.notesLabel')}</Field.Label>
        <Textarea
          rows={4}
          maxLength={5000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <Field.HelperText>{t('mfaSupport.resolve.notesHelp')}</Field.HelperText>
      </Field.Root>
    </FormDialog>
  );
}
