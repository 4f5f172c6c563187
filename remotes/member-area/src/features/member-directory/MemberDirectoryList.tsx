import { useSession } from '@csan/shared-auth';
import { Container, Heading, PageHeader, Stack } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { DirectoryListParams } from '../../api/keys';
import { NS } from '../../i18n/namespace';
import { DirectorySearch } from './components/DirectorySearch';
import { OwnProfileCard } from './components/OwnProfileCard';
import { PublicMemberGrid } from './components/PublicMemberGrid';
import { readDirectoryParams, writeDirectoryParams } from './rules/directory-search';

/**
 * `/member-directory`: the member's own profile card (make-public switch, Edit Profile), then
 * the public members, searched, filtered and paged on the server; the search, the area and the
 * page live in the URL (`?q=&expertise=&page=`), so Back, reload and a shared link keep them.
 */
export function MemberDirectoryList() {
  const { t } = useTranslation(NS);
  const userId = useSession((s) => s.user?.id ?? null);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readDirectoryParams(searchParams);
  const listTitleId = useId();
  const show = (next: DirectoryListParams) => setSearchParams(writeDirectoryParams(next));

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeader
        title={t('memberDirectory.title')}
        description={t('memberDirectory.description')}
      />
      {userId ? <OwnProfileCard key={userId} userId={userId} /> : null}
      <Stack as="section" aria-labelledby={listTitleId} gap="6">
        <Heading as="h2" size="xl" id={listTitleId}>
          {t('memberDirectory.list.title')}
        </Heading>
        <DirectorySearch params={params} onChange={show} />
        {userId ? (
          <PublicMemberGrid params={params} onPage={(page) => show({ ...params, page })} />
        ) : null}
      </Stack>
    </Container>
  );
}
