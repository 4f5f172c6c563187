import {
  Badge,
  Container,
  HStack,
  Link,
  List,
  PageHeader,
  QueryStates,
  Text,
} from '@csan/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { OfflineStatus } from '../../components/OfflineStatus';
import { NS } from '../../i18n/namespace';
import { listSavedCourses } from '../../lib/offline/saved-courses';
import { useOnline } from '../../lib/online';
import { useEnrolmentsQuery } from './api/enrolments-query';

/** `/courses`: the learner's courses, each with where to resume. */
export function MyLearning() {
  const { t } = useTranslation(NS);
  const query = useEnrolmentsQuery();
  const online = useOnline();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('myLearning.title')} description={t('myLearning.intro')} />
      <OfflineStatus />
      {online ? null : <SavedCourses />}
      {/* Offline the enrolments wait for the network: no spinner meanwhile. */}
      {!online && !query.data ? null : (
        <QueryStates
          query={query}
          empty={
            <>
              {t('myLearning.empty')}{' '}
              <Link asChild color="brand.800">
                <RouterLink to="/">{t('myLearning.browse')}</RouterLink>
              </Link>
            </>
          }
        >
          {(rows) => (
            <List.Root as="ul" gap="3" ps="0" listStyleType="none">
              {rows.map((row) =>
                row.course ? (
                  <List.Item key={row.course_id} borderWidth="1px" borderRadius="md" p="4">
                    <HStack justify="space-between" wrap="wrap" gap="2">
                      <Link
                        asChild
                        color="brand.800"
                        fontWeight="semibold"
                        lang={row.course.language}
                      >
                        <RouterLink
                          to={
                            row.last_lesson_id && !row.completed_at
                              ? `/courses/${row.course.slug}/lessons/${row.last_lesson_id}`
                              : `/courses/${row.course.slug}`
                          }
                        >
                          {row.course.title}
                        </RouterLink>
                      </Link>
                      {row.completed_at ? (
                        <Badge colorPalette="green">{t('myLearning.completed')}</Badge>
                      ) : (
                        <Text fontSize="sm" color="fg.muted">
                          {row.last_lesson_id ? t('myLearning.resume') : t('myLearning.notStarted')}
                        </Text>
                      )}
                    </HStack>
                  </List.Item>
                ) : null,
              )}
            </List.Root>
          )}
        </QueryStates>
      )}
    </Container>
  );
}

/**
 * Offline, the enrolments cannot be read (the query waits for the network): the courses saved
 * on this device are listed instead, and they open.
 */
function SavedCourses() {
  const { t } = useTranslation(NS);
  const saved = useQuery({
    queryKey: ['skillup', 'saved-copies'],
    queryFn: listSavedCourses,
    networkMode: 'always',
  });
  if (!saved.data) return null;
  if (saved.data.length === 0) return <Text mb="6">{t('myLearning.noneSaved')}</Text>;
  return (
    <List.Root
      as="ul"
      gap="3"
      ps="0"
      mb="6"
      listStyleType="none"
      aria-label={t('myLearning.saved')}
    >
      {saved.data.map((course) => (
        <List.Item key={course.slug} borderWidth="1px" borderRadius="md" p="4">
          <Link asChild color="brand.800" fontWeight="semibold" lang={course.language}>
            <RouterLink to={`/courses/${course.slug}`}>{course.title}</RouterLink>
          </Link>
        </List.Item>
      ))}
    </List.Root>
  );
}
