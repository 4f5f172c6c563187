import { reportError } from '@csan/shared-auth';
import { Button, toaster } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import type { DiscountCode } from '../api/discount-list-query';
import { useDiscountStatusUpdateMutation } from '../api/discount-status-update-mutation';

/** Deactivate an active code, Activate an inactive one; saved at once with the spec's toasts. */
export function StatusToggleButton({ discount }: { discount: DiscountCode }) {
  const { t } = useTranslation(NS);
  const update = useDiscountStatusUpdateMutation();
  const { ready } = useAdminWrite();

  async function toggle() {
    if (!ready()) return;
    try {
      await update.mutateAsync({ id: discount.id, isActive: !discount.is_active });
      toaster.success({ title: t('discounts.updated') });
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'discount code update' });
      toaster.error({ title: t('discounts.updateFailed') });
    }
  }

  return (
    <Button
      size="xs"
      variant="outline"
      loading={update.isPending}
      onClick={() => void toggle()}
      aria-label={t(discount.is_active ? 'discounts.deactivateCode' : 'discounts.activateCode', {
        code: discount.code,
      })}
    >
      {t(discount.is_active ? 'discounts.deactivate' : 'discounts.activate')}
    </Button>
  );
}
