import { Box, chakra, formatDate } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import type { WaitlistEntry } from '../api/waitlist-list-query';
import { InviteButton } from './InviteButton';
import { WaitlistStatusBadge } from './WaitlistStatusBadge';

const cell = {
  px: { base: '2', sm: '3' },
  py: '2',
  textAlign: 'start',
  borderBottomWidth: '1px',
} as const;

/** Name, Email, Joined, Status, Actions; scrolls inside its box on a phone. */
export function WaitlistTable({ rows }: { rows: WaitlistEntry[] }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <chakra.table width="full" fontSize="sm">
        <chakra.thead bg="bg.muted">
          <chakra.tr>
            {(['name', 'email', 'joined', 'status', 'actions'] as const).map((column) => (
              <chakra.th key={column} scope="col" {...cell}>
                {t(`waitlist.columns.${column}`)}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {rows.map((entry) => (
            <chakra.tr key={entry.id}>
              <chakra.th scope="row" {...cell} fontWeight="medium">
                {entry.name}
              </chakra.th>
              <chakra.td {...cell} wordBreak="break-all">
                {entry.email}
              </chakra.td>
              <chakra.td {...cell} whiteSpace="nowrap">
                {formatDate(entry.created_at, i18n.language)}
              </chakra.td>
              <chakra.td {...cell}>
                <WaitlistStatusBadge entry={entry} />
              </chakra.td>
              <chakra.td {...cell}>
                <InviteButton entry={entry} />
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
