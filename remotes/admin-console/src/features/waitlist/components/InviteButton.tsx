import { DataError, reportError } from '@csan/shared-auth';
import { Button, toaster } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAdminWrite } from '../../../lib/use-admin-write';
import { useWaitlistInviteMutation } from '../api/waitlist-invite-mutation';
import type { WaitlistEntry } from '../api/waitlist-list-query';
import { inviteButtonState } from '../invite-button-state';

/** Send Invite → Sending... → Already Sent (or Accepted), with the spec's toasts. */
export function InviteButton({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation(NS);
  const invite = useWaitlistInviteMutation();
  const { ready } = useAdminWrite();
  const state = inviteButtonState(entry.status, invite.isPending);

  async function send() {
    if (!ready()) return;
    try {
      await invite.mutateAsync(entry);
      toaster.success({ title: t('waitlist.invite.success', { email: entry.email }) });
    } catch (error) {
      reportError(error, { remote: 'admin_console', action: 'waitlist invitation' });
      const said = error instanceof DataError ? error.serverMessage : null;
      toaster.error({ title: said ?? t('waitlist.invite.failure') });
    }
  }

  return (
    <Button
      size="sm"
      variant={state.label === 'send' ? 'solid' : 'outline'}
      disabled={state.disabled}
      aria-label={`${t(`waitlist.invite.${state.label}`)}: ${entry.email}`}
      onClick={() => void send()}
      whiteSpace="nowrap"
    >
      {t(`waitlist.invite.${state.label}`)}
    </Button>
  );
}
