import { Heading, Stack, Text } from '@csan/shared-ui';
import { Pager, pageCount, useListParams } from '@csan/shared-ui/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/SearchBox';
import { NS } from '../../i18n/namespace';
import { ERROR_PAGE_SIZE, useErrorGroupListQuery } from './api/error-group-list-query';
import { ErrorGroupTable } from './components/ErrorGroupTable';

/**
 * Admin → Errors (`/admin/errors`): what reportError sent from the portal's pages (a remote
 * that did not load, a page that threw, a failed read or write), one row per remote, version,
 * place and message, the most recently seen first; searched and paged by the database, with
 * the search and page in the address.
 */
export default function ErrorsPanel() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const { search, page, setSearch, setPage } = useListParams();
  const groups = useErrorGroupListQuery(search, page);
  const total = groups.data?.total ?? 0;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="xl" id={headingId}>
        {t('admin.tabs.errors')}
      </Heading>
      <Text color="fg.muted">{t('errors.intro')}</Text>
      <SearchBox value={search} onSearch={setSearch} label={t('errors.search')} />
      {groups.data ? (
        <Text fontSize="sm" color="fg.muted">
          {t('errors.count', { count: total })}
        </Text>
      ) : null}
      <ErrorGroupTable
        rows={groups.data?.rows}
        loading={groups.isPending}
        busy={groups.isPlaceholderData}
        error={groups.isError ? t('errors.loadError') : null}
        onRetry={() => void groups.refetch()}
        empty={search.trim() ? t('errors.noMatches') : t('errors.empty')}
      />
      {groups.data && total > 0 ? (
        <Pager
          page={page}
          pages={pageCount(total, ERROR_PAGE_SIZE)}
          onPage={setPage}
          label={t('errors.pages')}
        />
      ) : null}
    </Stack>
  );
}
