import { Button, HStack, QueryStates, SimpleGrid, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useProjectListQuery } from '../api/rd-project-list-query';
import { PROJECT_PAGE_SIZE, projectPageCount } from '../rules/project-pages';
import { ProjectCard } from './ProjectCard';

type Props = { userId: string; page: number; onPage: (page: number) => void };

/** The projects the member sees, newest first, a page at a time: loading → error → empty → grid. */
export function ProjectGrid({ userId, page, onPage }: Props) {
  const { t } = useTranslation(NS);
  const list = useProjectListQuery(page);
  return (
    <QueryStates
      query={list}
      errorTitle={t('rdProjects.list.loadFailure')}
      errorMessage={(error) => error.message}
      isEmpty={(data) => data.total === 0}
      empty={t('rdProjects.list.empty')}
    >
      {({ projects, total }) => {
        const pages = projectPageCount(total);
        const from = (page - 1) * PROJECT_PAGE_SIZE + 1;
        return (
          <Stack gap="6" opacity={list.isPlaceholderData ? 0.6 : 1}>
            {projects.length > 0 ? (
              <>
                <Text color="fg.muted" aria-live="polite">
                  {t('rdProjects.list.showing', { from, to: from + projects.length - 1, total })}
                </Text>
                <SimpleGrid
                  as="ul"
                  columns={{ base: 1, md: 2 }}
                  gap="6"
                  listStyleType="none"
                  m="0"
                  p="0"
                >
                  {projects.map((project) => (
                    <ProjectCard key={project.project_id} project={project} userId={userId} />
                  ))}
                </SimpleGrid>
              </>
            ) : null}
            {pages > 1 || projects.length === 0 ? (
              <HStack
                as="nav"
                aria-label={t('rdProjects.list.pagination')}
                justify="center"
                gap="4"
              >
                <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                  {t('rdProjects.list.previous')}
                </Button>
                <Text>{t('rdProjects.list.pageOf', { page, pages })}</Text>
                <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                  {t('rdProjects.list.next')}
                </Button>
              </HStack>
            ) : null}
          </Stack>
        );
      }}
    </QueryStates>
  );
}
