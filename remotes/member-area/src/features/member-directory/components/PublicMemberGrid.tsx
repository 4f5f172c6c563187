import { QueryStates, SimpleGrid, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import type { DirectoryListParams } from '../../../api/keys';
import { NS } from '../../../i18n/namespace';
import { usePublicMemberListQuery } from '../api/public-member-list-query';
import { DIRECTORY_PAGE_SIZE } from '../rules/directory-search';
import { DirectoryPager } from './DirectoryPager';
import { MemberCard } from './MemberCard';

type Props = { params: DirectoryListParams; onPage: (page: number) => void };

/** The public members matching the URL's search, filter and page: loading → error → empty → grid. */
export function PublicMemberGrid({ params, onPage }: Props) {
  const { t } = useTranslation(NS);
  const list = usePublicMemberListQuery(params);
  const filtered = Boolean(params.search || params.expertise);
  return (
    <QueryStates
      query={list}
      errorTitle={t('memberDirectory.list.loadFailure')}
      errorMessage={(error) => error.message}
      isEmpty={(page) => page.total === 0}
      empty={t(filtered ? 'memberDirectory.list.noMatch' : 'memberDirectory.list.empty')}
    >
      {({ members, total }) => {
        if (members.length === 0) {
          // A page past the end (an old link): the first page is one click away.
          return <DirectoryPager page={params.page} total={total} onPage={onPage} />;
        }
        const from = (params.page - 1) * DIRECTORY_PAGE_SIZE + 1;
        return (
          <Stack gap="6" opacity={list.isPlaceholderData ? 0.6 : 1}>
            <Text color="fg.muted" aria-live="polite">
              {t('memberDirectory.list.showing', { from, to: from + members.length - 1, total })}
            </Text>
            <SimpleGrid
              as="ul"
              columns={{ base: 1, md: 2, lg: 3 }}
              gap="6"
              listStyleType="none"
              m="0"
              p="0"
            >
              {members.map((member) => (
                <MemberCard key={member.directory_id} member={member} />
              ))}
            </SimpleGrid>
            <DirectoryPager page={params.page} total={total} onPage={onPage} />
          </Stack>
        );
      }}
    </QueryStates>
  );
}
