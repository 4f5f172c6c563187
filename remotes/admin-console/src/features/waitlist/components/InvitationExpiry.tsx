import { formatDate, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { WaitlistEntry } from '../api/waitlist-list-query';

/** Under an invited entry's status: until when its sign-up link works, or that it expired. */
export function InvitationExpiry({
  entry,
  now = Date.now(),
}: {
  entry: WaitlistEntry;
  now?: number;
}) {
  const { t, i18n } = useTranslation(NS);
  if (entry.status !== 'invited' || !entry.invitation_expires_at) return null;
  const expired = new Date(entry.invitation_expires_at).getTime() <= now;
  const date = formatDate(entry.invitation_expires_at, i18n.language);
  return (
    <Text fontSize="xs" color={expired ? 'fg.error' : 'fg.muted'} mt="1">
      {t(expired ? 'waitlist.expiry.expired' : 'waitlist.expiry.valid', { date })}
    </Text>
  );
}
