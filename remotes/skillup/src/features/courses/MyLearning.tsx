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
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { OfflineStatus } from '../../components/OfflineStatus';
import { NS } from '../../i18n/namespace';
import { useEnrolmentsQuery } from './api/enrolments-query';

/** `/courses`: the learner's courses, each with where to resume. */
export function MyLearning() {
  const { t } = useTranslation(NS);
  const query = useEnrolmentsQuery();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('myLearning.title')} description={t('myLearning.intro')} />
      <OfflineStatus />
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
    </Container>
  );
}
