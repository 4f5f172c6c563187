import { DataError, reportError } from '@csan/shared-auth';
import { Button, toaster } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import { useWaitlistResendMutation } from '../api/waitlist-invite-mutation';
import type { WaitlistEntry } from '../api/waitlist-list-query';

/**
 * Re-send Invite on an invited entry: the server mails a new link and ends the old one (links
 * last 7 days, so an invitee who waited too long needs a new one). Beside 'Already Sent'.
 */
export function ResendButton({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation(NS);
  const resend = useWaitlistResendMutation();
  const { ready } = useAdminWrite();

  async function send() {
    if (!ready()) return;
    try {
      await resend.mutateAsync(entry);
      toaster.success({ title: t('waitlist.resend.success', { email: entry.email }) });
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'waitlist invitation re-send' });
      const said = error instanceof DataError ? error.serverMessage : null;
      toaster.error({ title: said ?? t('waitlist.resend.failure') });
    }
  }

  const label = t(resend.isPending ? 'waitlist.resend.sending' : 'waitlist.resend.send');
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={resend.isPending}
      aria-label={`${label}: ${entry.email}`}
      onClick={() => void send()}
      whiteSpace="nowrap"
    >
      {label}
    </Button>
  );
}
