import { Box, formatDate, HStack } from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { WaitlistEntry } from '../api/waitlist-list-query';
import { InvitationExpiry } from './InvitationExpiry';
import { InviteButton } from './InviteButton';
import { ResendButton } from './ResendButton';
import { WaitlistStatusBadge } from './WaitlistStatusBadge';

/**
 * Name, Email, Joined, Status (with an invitation's expiry), Actions (Re-send on an invited
 * entry); the shared DataTable scrolls inside its box on a phone.
 */
export function WaitlistTable({ rows }: { rows: WaitlistEntry[] }) {
  const { t, i18n } = useTranslation(NS);
  const columns: DataColumn<WaitlistEntry>[] = [
    { key: 'name', header: t('waitlist.columns.name'), cell: (e) => e.name, rowHeader: true },
    { key: 'email', header: t('waitlist.columns.email'), cell: (e) => e.email, breakAll: true },
    {
      key: 'joined',
      header: t('waitlist.columns.joined'),
      cell: (e) => formatDate(e.created_at, i18n.language),
      nowrap: true,
    },
    {
      key: 'status',
      header: t('waitlist.columns.status'),
      cell: (e) => (
        <Box>
          <WaitlistStatusBadge entry={e} />
          <InvitationExpiry entry={e} />
        </Box>
      ),
    },
    {
      key: 'actions',
      header: t('waitlist.columns.actions'),
      cell: (e) => (
        <HStack gap="2" wrap="wrap">
          <InviteButton entry={e} />
          {e.status === 'invited' && <ResendButton entry={e} />}
        </HStack>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(e) => e.id}
      label={t('admin.tabs.waitlist')}
    />
  );
}
