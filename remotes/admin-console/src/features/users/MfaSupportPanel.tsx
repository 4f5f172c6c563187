import { Heading, HStack, QueryStates, Stack, Text } from '@csan/shared-ui';
import { Pager, pageCount, useListParams } from '@csan/shared-ui/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys } from '../../api/keys';
import { LiveIndicator } from '../../components/LiveIndicator';
import { NS } from '../../i18n/namespace';
import { ADMIN_PAGE_SIZE } from '../../lib/paging';
import { useLiveList } from '../../lib/use-live-list';
import { useSupportRequestListQuery } from './api/support-request-list-query';
import { SupportRequestCard } from './components/SupportRequestCard';
import { UsersSubNav } from './components/UsersSubNav';

/**
 * Admin → Users → MFA support requests (`/admin/users/mfa-support`): newest first, paged by
 * the database; resolve, extend or reset the member's deadline, remove a lost device.
 */
export default function MfaSupportPanel() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const { page, setPage } = useListParams();
  const requests = useSupportRequestListQuery(page);
  // A member's new request (or another admin's resolution) shows without a reload.
  const live = useLiveList(['mfa_support_requests'], adminKeys.mfaSupport());
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="xl" id={headingId}>
          {t('admin.subpages.mfaSupport')}
        </Heading>
        <LiveIndicator status={live} />
      </HStack>
      <UsersSubNav current="mfaSupport" />
      <QueryStates
        query={requests}
        errorMessage={t('mfaSupport.loadError')}
        isEmpty={(data) => data.total === 0}
        empty={t('mfaSupport.empty')}
      >
        {(data) => (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('mfaSupport.count', { count: data.total })}
            </Text>
            <Stack as="ul" aria-label={t('admin.subpages.mfaSupport')} gap="3" p="0" m="0">
              {data.rows.map((request) => (
                <SupportRequestCard key={request.id} request={request} />
              ))}
            </Stack>
            <Pager
              page={page}
              pages={pageCount(data.total, ADMIN_PAGE_SIZE)}
              onPage={setPage}
              label={t('mfaSupport.pages')}
            />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
