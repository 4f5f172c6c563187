import { reportError } from '@csan/shared-auth';
import { Button, Stack, Text, toaster } from '@csan/shared-ui';
import { FormDialog } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import { useResourceDeleteMutation } from '../api/resource-delete-mutation';
import type { ResourceItem } from '../api/resource-list-query';

/**
 * Delete, after 'Are you sure you want to delete this resource?' (Cancel focused first); the
 * item's stored file goes with it.
 */
export function DeleteResourceButton({ item }: { item: ResourceItem }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const remove = useResourceDeleteMutation();
  const { ready } = useAdminWrite();

  async function confirm() {
    if (!ready()) return;
    try {
      const { fileRemoved } = await remove.mutateAsync(item);
      toaster.success({
        title: t('resources.deleted'),
        description: fileRemoved ? undefined : t('resources.fileNotRemoved'),
      });
      setOpen(false);
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'resource delete' });
      toaster.error({ title: t('resources.deleteFailed') });
    }
  }

  return (
    <FormDialog
      trigger={
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={t('resources.deleteItem', { title: item.title })}
        >
          {t('resources.delete')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t('resources.deleteTitle')}
      confirmLabel={t('resources.delete')}
      cancelLabel={t('resources.cancel')}
      busy={remove.isPending}
      danger
      onConfirm={() => void confirm()}
    >
      <Stack gap="2">
        <Text>{t('resources.deleteConfirm')}</Text>
        <Text fontWeight="semibold">{item.title}</Text>
      </Stack>
    </FormDialog>
  );
}
