import { reportError } from '@csan/shared-auth';
import { Button, Text, toaster } from '@csan/shared-ui';
import { FormDialog } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import { useDiscountDeleteMutation } from '../api/discount-delete-mutation';
import type { DiscountCode } from '../api/discount-list-query';

/** Delete, after a confirmation naming the code (Cancel focused first). */
export function DeleteDiscountButton({ discount }: { discount: DiscountCode }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const remove = useDiscountDeleteMutation();
  const { ready } = useAdminWrite();

  async function confirm() {
    if (!ready()) return;
    try {
      await remove.mutateAsync(discount.id);
      toaster.success({ title: t('discounts.deleted') });
      setOpen(false);
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'discount code delete' });
      toaster.error({ title: t('discounts.deleteFailed') });
    }
  }

  return (
    <FormDialog
      trigger={
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={t('discounts.deleteCode', { code: discount.code })}
        >
          {t('discounts.delete')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t('discounts.deleteTitle', { code: discount.code })}
      confirmLabel={t('discounts.delete')}
      cancelLabel={t('discounts.cancel')}
      busy={remove.isPending}
      danger
      onConfirm={() => void confirm()}
    >
      <Text>{t('discounts.deleteConfirm', { code: discount.code })}</Text>
    </FormDialog>
  );
}
