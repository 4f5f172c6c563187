import { formatDate } from '@csan/shared-ui';
import { type DataColumn, DataTable } from '@csan/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { WaitlistEntry } from '../api/waitlist-list-query';
import { InviteButton } from './InviteButton';
import { WaitlistStatusBadge } from './WaitlistStatusBadge';

/** Name, Email, Joined, Status, Actions (the shared DataTable: scrolls inside its box on a phone). */
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
      cell: (e) => <WaitlistStatusBadge entry={e} />,
    },
    {
      key: 'actions',
      header: t('waitlist.columns.actions'),
      cell: (e) => <InviteButton entry={e} />,
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
