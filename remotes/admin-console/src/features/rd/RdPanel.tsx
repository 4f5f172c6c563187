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
import { useRdInquiryListQuery } from './api/rd-inquiry-list-query';
import { InquiryCard } from './components/InquiryCard';

/**
 * Admin → R&D (`/admin/rd`): the R&D-for-hire inquiries newest first, searched over title,
 * contact name and e-mail, organization, its type and the scope, paged and counted by the
 * database (search and page in the query string); each card's status is changed in place.
 */
export default function RdPanel() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const { search, page, setSearch, setPage } = useListParams();
  const inquiries = useRdInquiryListQuery(search, page);
  // A new inquiry shows without a reload.
  const live = useLiveList(['rd_inquiries'], adminKeys.rdInquiries());
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="xl" id={headingId}>
          {t('admin.tabs.rd')}
        </Heading>
        <LiveIndicator status={live} />
      </HStack>
      <SearchBox
        value={search}
        onSearch={setSearch}
        label={t('rd.search')}
        placeholder={t('rd.searchPlaceholder')}
      />
      <QueryStates
        query={inquiries}
        errorMessage={t('rd.loadError')}
        isEmpty={(data) => data.total === 0}
        empty={search.trim() ? t('rd.noMatches') : t('rd.empty')}
      >
        {(data) => (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('rd.count', { count: data.total })}
            </Text>
            <Stack as="ul" aria-label={t('rd.listLabel')} gap="3" p="0" m="0">
              {data.rows.map((inquiry) => (
                <InquiryCard key={inquiry.inquiry_id} inquiry={inquiry} />
              ))}
            </Stack>
            <Pager
              page={page}
              pages={pageCount(data.total, ADMIN_PAGE_SIZE)}
              onPage={setPage}
              label={t('rd.pages')}
            />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
