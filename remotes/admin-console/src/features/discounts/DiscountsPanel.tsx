import { Heading, HStack, QueryStates, Stack, Text } from '@csan/shared-ui';
import { Pager, pageCount, useListParams } from '@csan/shared-ui/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';
import { ADMIN_PAGE_SIZE } from '../../lib/paging';
import { useDiscountListQuery } from './api/discount-list-query';
import { CreateDiscountDialog } from './components/CreateDiscountDialog';
import { DiscountTable } from './components/DiscountTable';

/**
 * Admin → Discounts (`/admin/discounts`): Create Code, then every code newest first (paged and
 * counted by the database, page in the query string) with Activate / Deactivate and Delete.
 */
export default function DiscountsPanel() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const { page, setPage } = useListParams();
  const codes = useDiscountListQuery(page);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h2" size="xl" id={headingId}>
          {t('admin.tabs.discounts')}
        </Heading>
        <CreateDiscountDialog />
      </HStack>
      <QueryStates
        query={codes}
        errorMessage={t('discounts.loadError')}
        isEmpty={(data) => data.total === 0}
        empty={t('discounts.empty')}
      >
        {(data) => (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('discounts.count', { count: data.total })}
            </Text>
            <DiscountTable rows={data.rows} />
            <Pager
              page={page}
              pages={pageCount(data.total, ADMIN_PAGE_SIZE)}
              onPage={setPage}
              label={t('discounts.pages')}
            />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
