import { Heading, QueryStates, Stack, Text } from '@csan/shared-ui';
import { Pager, pageCount, useListParams } from '@csan/shared-ui/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';
import { ADMIN_PAGE_SIZE } from '../../lib/paging';
import { useAccessRequestListQuery } from './api/access-request-list-query';
import { AccessRequestCard } from './components/AccessRequestCard';
import { UsersSubNav } from './components/UsersSubNav';

/**
 * Admin → Users → Area access requests (`/admin/users/access-requests`): the members' pending
 * requests for a partner area, oldest first, paged by the database; Grant or Decline each.
 */
export default function AccessRequestsPanel() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const { page, setPage } = useListParams();
  const requests = useAccessRequestListQuery(page);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="xl" id={headingId}>
        {t('admin.subpages.accessRequests')}
      </Heading>
      <UsersSubNav current="accessRequests" />
      <QueryStates
        query={requests}
        errorMessage={t('accessRequests.loadError')}
        isEmpty={(data) => data.total === 0}
        empty={t('accessRequests.empty')}
      >
        {(data) => (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('accessRequests.count', { count: data.total })}
            </Text>
            <Stack as="ul" aria-label={t('admin.subpages.accessRequests')} gap="3" p="0" m="0">
              {data.rows.map((request) => (
                <AccessRequestCard key={request.id} request={request} />
              ))}
            </Stack>
            <Pager
              page={page}
              pages={pageCount(data.total, ADMIN_PAGE_SIZE)}
              onPage={setPage}
              label={t('accessRequests.pages')}
            />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
