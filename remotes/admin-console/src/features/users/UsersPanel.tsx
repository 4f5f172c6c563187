import { Heading, QueryStates, Stack, Text } from '@csan/shared-ui';
import { Pager, pageCount, useListParams } from '@csan/shared-ui/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/SearchBox';
import { NS } from '../../i18n/namespace';
import { ADMIN_PAGE_SIZE } from '../../lib/paging';
import { useUserListQuery } from './api/user-list-query';
import { UserCard } from './components/UserCard';
import { UsersSubNav } from './components/UsersSubNav';

/**
 * Admin → Users (`/admin/users`): every profile with its e-mail, newest first, searched by
 * name, e-mail or organization and paged by the database; each with its three access flags.
 */
export default function UsersPanel() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const { search, page, setSearch, setPage } = useListParams();
  const users = useUserListQuery(search, page);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="xl" id={headingId}>
        {t('admin.tabs.users')}
      </Heading>
      <UsersSubNav current="all" />
      <SearchBox value={search} onSearch={setSearch} label={t('users.search')} />
      <QueryStates
        query={users}
        errorMessage={t('users.loadError')}
        isEmpty={(data) => data.total === 0}
        empty={search.trim() ? t('users.noMatches') : t('users.empty')}
      >
        {(data) => (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('users.count', { count: data.total })}
            </Text>
            <Stack as="ul" aria-label={t('admin.tabs.users')} gap="3" p="0" m="0">
              {data.rows.map((user) => (
                <UserCard key={user.profile_id} user={user} />
              ))}
            </Stack>
            <Pager
              page={page}
              pages={pageCount(data.total, ADMIN_PAGE_SIZE)}
              onPage={setPage}
              label={t('users.pages')}
            />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
