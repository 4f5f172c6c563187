import { Button, toaster } from '@csan/shared-ui';
import { useDataErrorText } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import type { MailRow } from '../api/mail-list-query';
import { useMailRetryMutation } from '../api/mail-retry-mutation';

/** 'Send again' on a failed mail: back in the queue; the drainer sends it within a minute. */
export function RetryMailButton({ row }: { row: MailRow }) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const retry = useMailRetryMutation();
  const { ready } = useAdminWrite();
  const start = async () => {
    if (!ready()) return;
    try {
      await retry.mutateAsync(row.id);
      toaster.success({ title: t('mail.retried', { to: row.to_email }) });
    } catch (error) {
      toaster.error({ title: t('mail.retryFailed'), description: errorText(error) });
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void start()}
      loading={retry.isPending}
      aria-label={t('mail.retryFor', { to: row.to_email, kind: row.kind })}
    >
      {t('mail.retry')}
    </Button>
  );
}
