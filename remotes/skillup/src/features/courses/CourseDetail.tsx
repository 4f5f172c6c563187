import { DataError } from '@csan/shared-auth';
import {
  Alert,
  Badge,
  Button,
  Container,
  HStack,
  Link,
  NotFoundPage,
  PageHeader,
  QueryStates,
  Stack,
  Text,
} from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { lessonsInOrder, useOutlineQuery } from '../../api/outline';
import { useProgressQuery } from '../../api/progress';
import type { CourseOutline } from '../../api/types';
import { OfflineStatus } from '../../components/OfflineStatus';
import { ProgressBar } from '../../components/ProgressBar';
import { NS } from '../../i18n/namespace';
import { useEnrolMutation } from './api/enrol-mutation';
import { CourseOutlineList } from './components/CourseOutlineList';
import { SaveOffline } from './components/SaveOffline';

/** `/courses/<slug>`: one course, 'Enrol', then progress, resume, the outline and offline copy. */
export function CourseDetail() {
  const { slug = '' } = useParams();
  const outline = useOutlineQuery(slug);
  return (
    <QueryStates query={outline} isEmpty={(data) => data === null}>
      {(data) => (data ? <CourseView outline={data} /> : <NotFoundPage homePath="/" />)}
    </QueryStates>
  );
}

function CourseView({ outline }: { outline: CourseOutline }) {
  const { t } = useTranslation(NS);
  const progress = useProgressQuery(outline.id, outline.slug);
  const enrol = useEnrolMutation(outline.id);
  const enrolled = progress.data?.enrolled ?? false;
  const done = new Set(progress.data?.completedLessonIds ?? []);
  const lessons = lessonsInOrder(outline);
  const next =
    lessons.find((l) => l.id === progress.data?.next_lesson_id) ??
    lessons.find((l) => !done.has(l.id));
  const refusal =
    enrol.error instanceof DataError && enrol.error.message.startsWith('prerequisites_missing')
      ? t('course.prerequisitesMissing', { titles: enrol.error.details ?? '' })
      : enrol.error
        ? t('course.enrolFailed')
        : null;

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={outline.title} description={outline.summary} />
      <OfflineStatus />
      <Stack gap="6">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="blue">{t(`levels.${outline.level}`)}</Badge>
          <Badge colorPalette="gray">{t(`languages.${outline.language}`)}</Badge>
          <Text fontSize="sm">
            {t('course.hours', { hours: outline.estimated_hours })} ·{' '}
            {t('course.cpe', { hours: outline.cpe_hours })}
          </Text>
        </HStack>
        {progress.isPending ? null : enrolled && progress.data ? (
          <Stack gap="3">
            <ProgressBar percent={progress.data.progress_percent} label={t('course.progress')} />
            <HStack gap="3" wrap="wrap">
              {next ? (
                <Button asChild colorPalette="brand">
                  <RouterLink to={`/courses/${outline.slug}/lessons/${next.id}`}>
                    {done.size === 0 ? t('course.start') : t('course.resume')}
                  </RouterLink>
                </Button>
              ) : null}
              {progress.data.certificate_code ? (
                <Link asChild color="brand.800">
                  <RouterLink to="/certificates">
                    {t('course.certificate', { code: progress.data.certificate_code })}
                  </RouterLink>
                </Link>
              ) : null}
            </HStack>
          </Stack>
        ) : (
          <Stack gap="2" align="start">
            <Button colorPalette="brand" onClick={() => enrol.mutate()} loading={enrol.isPending}>
              {t('course.enrol')}
            </Button>
            {refusal ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>{refusal}</Alert.Description>
              </Alert.Root>
            ) : null}
          </Stack>
        )}
        {enrolled ? <SaveOffline outline={outline} completedLessonIds={[...done]} /> : null}
        <CourseOutlineList outline={outline} enrolled={enrolled} done={done} />
      </Stack>
    </Container>
  );
}
