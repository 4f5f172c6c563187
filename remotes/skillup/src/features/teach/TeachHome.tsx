import { useAccess } from '@csan/shared-auth';
import { Badge, Container, Link, PageHeader, QueryStates, Stack, Text } from '@csan/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { skillupKeys } from '../../api/keys';
import { NS } from '../../i18n/namespace';
import { useCanTeach } from '../../lib/can-teach';
import { fetchMyCourses } from './api/courses';
import { NewCourseDialog } from './components/NewCourseDialog';
import { TeachGate } from './components/TeachGate';

/** `/teach`: the courses the instructor wrote (an admin: every course), drafts first. */
export function TeachHome() {
  const { t } = useTranslation(NS);
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('teach.title')} description={t('teach.intro')} />
      <TeachGate>{() => <MyCourses />}</TeachGate>
    </Container>
  );
}

function MyCourses() {
  const { t } = useTranslation(NS);
  const { user } = useAccess();
  const { isAdmin } = useCanTeach();
  const userId = user?.id ?? '';
  const query = useQuery({
    queryKey: skillupKeys.teachCourses(),
    queryFn: () => fetchMyCourses(userId, isAdmin),
  });
  return (
    <Stack gap="6">
      <NewCourseDialog />
      <QueryStates query={query} empty={t('teach.empty')}>
        {(courses) => (
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t('teach.yourCourses')}>
            {courses.map((course) => (
              <Stack
                as="li"
                key={course.id}
                borderWidth="1px"
                borderRadius="md"
                p="4"
                gap="1"
                direction={{ base: 'column', sm: 'row' }}
                justify="space-between"
              >
                <Link asChild fontWeight="semibold" color="brand.800">
                  <RouterLink to={`courses/${course.id}`}>{course.title}</RouterLink>
                </Link>
                <Stack direction="row" gap="2" align="center">
                  <Text fontSize="sm" color="fg.muted">
                    {t(`levels.${course.level}`)} · {t(`languages.${course.language}`)}
                  </Text>
                  <Badge colorPalette={course.status === 'published' ? 'green' : 'gray'}>
                    {t(`teach.status.${course.status}`)}
                  </Badge>
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
