import { paths } from '@csan/shared-auth/paths';
import { Badge, Card, Heading, HStack, Link, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../../../i18n/namespace';
import type { Project } from '../api/rd-project-list-query';
import { ProjectFacts } from './ProjectFacts';
import { ProjectStatusBadge } from './ProjectStatusBadge';

/**
 * One project of the list; its name opens its page (`/rd-projects/<id>`). An h2: the cards sit
 * right under the page's h1, and a screen reader's heading list must not skip a level.
 */
export function ProjectCard({ project, userId }: { project: Project; userId: string }) {
  const { t } = useTranslation(NS);
  const onTeam = project.project_manager_id !== userId;
  return (
    <Card.Root as="li" height="full" minW="0">
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Heading as="h2" size="md" wordBreak="break-word" minW="0">
            <Link asChild color="brand.800">
              <RouterLink to={paths.rdProject({ id: project.project_id })}>
                {project.project_name}
              </RouterLink>
            </Link>
          </Heading>
          <HStack gap="2" wrap="wrap">
            <ProjectStatusBadge status={project.status} />
            {onTeam ? (
              <Badge variant="outline" colorPalette="gray">
                {t('rdProjects.card.onTeam')}
              </Badge>
            ) : null}
          </HStack>
        </HStack>
        {project.description ? (
          <Text color="fg.muted" lineClamp={3}>
            {project.description}
          </Text>
        ) : null}
        <ProjectFacts project={project} />
      </Card.Body>
    </Card.Root>
  );
}
