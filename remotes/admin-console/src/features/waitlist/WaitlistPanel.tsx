import { Heading, HStack, QueryStates, Stack, Text } from '@csan/shared-ui';
import { Pager, pageCount, useListParams } from '@csan/shared-ui/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys } from '../../api/keys';
import { LiveIndicator } from '../../components/LiveIndicator';
import { SearchBox } from '../../components/SearchBox';
import { NS } from '../../i18n/namespace';
import { ADMIN_PAGE_SIZE } from '../../lib/paging';
import { useLiveList } from '../../lib/use-live-list';
import { useWaitlistListQuery } from './api/waitlist-list-query';
import { WaitlistTable } from './components/WaitlistTable';

/**
 * Admin → Waitlist (`/admin/waitlist`): who asked to join, newest first, searched by name or
 * e-mail and paged by the database; Send Invite mails a sign-up link (the only way in).
 */
export default function WaitlistPanel() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const { search, page, setSearch, setPage } = useListParams();
  const waitlist = useWaitlistListQuery(search, page);
  // New entries (a visitor just joined) show without a reload.
  const live = useLiveList(['waitlist'], adminKeys.waitlist());
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="xl" id={headingId}>
          {t('admin.tabs.waitlist')}
        </Heading>
        <LiveIndicator status={live} />
      </HStack>
      <SearchBox value={search} onSearch={setSearch} label={t('waitlist.search')} />
      <QueryStates
        query={waitlist}
        errorMessage={t('waitlist.loadError')}
        isEmpty={(data) => data.total === 0}
        empty={search.trim() ? t('waitlist.noMatches') : t('waitlist.empty')}
      >
        {(data) => (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('waitlist.count', { count: data.total })}
            </Text>
            <WaitlistTable rows={data.rows} />
            <Pager
              page={page}
              pages={pageCount(data.total, ADMIN_PAGE_SIZE)}
              onPage={setPage}
              label={t('waitlist.pages')}
            />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
