import { reportError } from '@csan/shared-auth';
import { Button, toaster } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import { useMembersExportMutation } from '../api/members-export-mutation';

/** 'Download members CSV': every member with tier, status, next billing and flags. */
export function MembersCsvButton() {
  const { t } = useTranslation(NS);
  const exporter = useMembersExportMutation();
  // The export is audited and hands out personal data: an aal2 session, as for a write.
  const { ready } = useAdminWrite();
  const start = async () => {
    if (!ready()) return;
    try {
      const rows = await exporter.mutateAsync();
      toaster.success({ title: t('subscriptions.membersCsvDone', { count: rows }) });
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'members CSV' });
      toaster.error({ title: t('subscriptions.membersCsvFailed') });
    }
  };
  return (
    <Button
      variant="outline"
      alignSelf="flex-start"
      onClick={() => void start()}
      loading={exporter.isPending}
      loadingText={t('subscriptions.membersCsvPreparing')}
    >
      {t('subscriptions.membersCsv')}
    </Button>
  );
}
