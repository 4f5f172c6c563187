import { Button, toaster } from '@csan/shared-ui';
import { useDataErrorText } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import { useReceiptResendMutation } from '../api/receipt-resend-mutation';
import type { SubscriptionRow } from '../api/subscription-list-query';

/** 'Resend receipt' of a subscription's payment to the member (a new mail each time). */
export function ResendReceiptButton({ row }: { row: SubscriptionRow }) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const resend = useReceiptResendMutation();
  const { ready } = useAdminWrite();
  const who = row.full_name || row.email || row.user_id;
  const start = async () => {
    if (!ready()) return;
    try {
      await resend.mutateAsync(row.id);
      toaster.success({ title: t('subscriptions.receiptResent', { who }) });
    } catch (error) {
      toaster.error({
        title: t('subscriptions.receiptResendFailed'),
        description: errorText(error),
      });
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void start()}
      loading={resend.isPending}
      aria-label={t('subscriptions.resendReceiptFor', { who })}
    >
      {t('subscriptions.resendReceipt')}
    </Button>
  );
}
