import { Heading, QueryStates, Stack, Text } from '@csan/shared-ui';
import { Pager, pageCount, useListParams } from '@csan/shared-ui/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/SearchBox';
import { NS } from '../../i18n/namespace';
import { ADMIN_PAGE_SIZE } from '../../lib/paging';
import { useSubscriptionListQuery } from './api/subscription-list-query';
import { MembersCsvButton } from './components/MembersCsvButton';
import { SubscriptionCards } from './components/SubscriptionCards';
import { SubscriptionTable } from './components/SubscriptionTable';

/**
 * Admin → Subs (`/admin/subscriptions`): the four summary cards, then every paid subscription
 * (active or expired) newest first, searched by tier, user id, name or e-mail and paged by the
 * database; 'Resend receipt' on each paid one, and the Members CSV export.
 */
export default function SubscriptionsPanel() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const { search, page, setSearch, setPage } = useListParams();
  const subscriptions = useSubscriptionListQuery(search, page);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="xl" id={headingId}>
        {t('subscriptions.title')}
      </Heading>
      <SubscriptionCards />
      <MembersCsvButton />
      <SearchBox value={search} onSearch={setSearch} label={t('subscriptions.search')} />
      <QueryStates
        query={subscriptions}
        errorMessage={t('subscriptions.loadError')}
        isEmpty={(data) => data.total === 0}
        empty={search.trim() ? t('subscriptions.noMatches') : t('subscriptions.empty')}
      >
        {(data) => (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('subscriptions.count', { n: data.total })}
            </Text>
            <SubscriptionTable rows={data.rows} />
            <Pager
              page={page}
              pages={pageCount(data.total, ADMIN_PAGE_SIZE)}
              onPage={setPage}
              label={t('subscriptions.pages')}
            />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
