import { useSession } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import {
  Card,
  Container,
  EmptyState,
  HStack,
  Link,
  PageHeader,
  QueryStates,
  SimpleGrid,
  Stack,
  Text,
} from '@csan/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NS } from '../../i18n/namespace';
import { useProjectDetailQuery } from './api/rd-project-detail-query';
import type { Project } from './api/rd-project-list-query';
import { DeliverablesSection } from './components/DeliverablesSection';
import { MessagesSection } from './components/MessagesSection';
import { ProjectFacts } from './components/ProjectFacts';
import { ProjectStatusBadge } from './components/ProjectStatusBadge';
import { StatusSelect } from './components/StatusSelect';
import { TeamSection } from './components/TeamSection';

/**
 * `/rd-projects/<id>`: the project with its deliverables, its team and its message thread. A
 * project the member may not see (RLS) is "not available", the same as one that does not
 * exist.
 */
export function ProjectDetailPage() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const userId = useSession((s) => s.user?.id ?? null);
  const project = useProjectDetailQuery(id);
  const back = (
    <Link asChild color="brand.700">
      <RouterLink to={paths.rdProjects()}>{t('rdProjects.detail.back')}</RouterLink>
    </Link>
  );
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <QueryStates
        query={project}
        errorTitle={t('rdProjects.detail.loadFailure')}
        errorMessage={(error) => error.message}
        isEmpty={(data) => data === null}
        empty={
          <>
            <PageHeader title={t('rdProjects.detail.title')} />
            <EmptyState message={t('rdProjects.detail.notFound')} action={back} />
          </>
        }
      >
        {(data) =>
          data && userId ? <ProjectView project={data} userId={userId} back={back} /> : null
        }
      </QueryStates>
    </Container>
  );
}

function ProjectView({
  project,
  userId,
  back,
}: {
  project: Project;
  userId: string;
  back: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const isManager = project.project_manager_id === userId;
  return (
    <Stack gap="6">
      <Stack gap="2">
        {back}
        <PageHeader
          title={project.project_name}
          description={project.client_organization ?? undefined}
        />
      </Stack>
      <Card.Root>
        <Card.Body gap="5">
          <HStack justify="space-between" align="end" gap="4" wrap="wrap">
            <HStack gap="2">
              <Text fontSize="sm" color="fg.muted">
                {t('rdProjects.status.current')}
              </Text>
              <ProjectStatusBadge status={project.status} />
            </HStack>
            {isManager ? (
              <StatusSelect projectId={project.project_id} status={project.status} />
            ) : null}
          </HStack>
          <ProjectFacts project={project} columns={4} />
          {project.description ? <Text whiteSpace="pre-line">{project.description}</Text> : null}
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <DeliverablesSection projectId={project.project_id} isManager={isManager} />
        <TeamSection projectId={project.project_id} isManager={isManager} />
      </SimpleGrid>
      <MessagesSection projectId={project.project_id} userId={userId} />
    </Stack>
  );
}
