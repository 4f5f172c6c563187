import { reportError } from '@csan/shared-auth';
import { toaster } from '@csan/shared-ui';
import { NativeSelect } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import type { RdInquiry } from '../api/rd-inquiry-list-query';
import { useRdInquiryStatusUpdateMutation } from '../api/rd-inquiry-status-update-mutation';
import { INQUIRY_STATUSES, isInquiryStatus } from '../rules/inquiry';

/** The status dropdown: any status to any other, saved as soon as it is picked. */
export function InquiryStatusSelect({ inquiry }: { inquiry: RdInquiry }) {
  const { t } = useTranslation(NS);
  const update = useRdInquiryStatusUpdateMutation();
  const { ready } = useAdminWrite();

  async function change(status: string) {
    if (!isInquiryStatus(status) || status === inquiry.status || !ready()) return;
    try {
      await update.mutateAsync({ inquiryId: inquiry.inquiry_id, status });
      toaster.success({ title: t('rd.statusUpdated'), description: t('rd.statusUpdatedBody') });
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'inquiry status update' });
      toaster.error({ title: t('rd.error'), description: t('rd.statusFailed') });
    }
  }

  return (
    <NativeSelect.Root size="sm" width="auto" minW="40" disabled={update.isPending}>
      <NativeSelect.Field
        aria-label={t('rd.statusOf', { title: inquiry.project_title })}
        value={update.isPending ? update.variables.status : inquiry.status}
        onChange={(event) => void change(event.target.value)}
      >
        {INQUIRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`rd.statuses.${status}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
