import { Badge, formatDate } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { WaitlistEntry } from '../api/waitlist-list-query';
import { STATUS_PALETTE } from '../invite-button-state';

/** Pending, Invited (with the invitation's date) or Accepted. */
export function WaitlistStatusBadge({ entry }: { entry: WaitlistEntry }) {
  const { t, i18n } = useTranslation(NS);
  const text =
    entry.status === 'invited' && entry.invited_at
      ? t('waitlist.status.invitedOn', { date: formatDate(entry.invited_at, i18n.language) })
      : t(`waitlist.status.${entry.status}`);
  return (
    <Badge colorPalette={STATUS_PALETTE[entry.status]} variant="subtle" whiteSpace="normal">
      {text}
    </Badge>
  );
}
