import {
  Alert,
  Box,
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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { completeLesson } from '../../api/complete-lesson';
import { skillupDb } from '../../api/db';
import { skillupKeys } from '../../api/keys';
import { lessonsInOrder, useOutlineQuery } from '../../api/outline';
import { useProgressQuery } from '../../api/progress';
import type { CourseOutline } from '../../api/types';
import { OfflineStatus } from '../../components/OfflineStatus';
import { ProgressBar } from '../../components/ProgressBar';
import { NS } from '../../i18n/namespace';
import { isOnline } from '../../lib/online';
import { useLessonBody } from './api/lesson-content';
import { LessonBody } from './components/LessonBody';

/** `/courses/<slug>/lessons/<id>`: one lesson, 'Mark complete', previous and next. */
export function LessonView() {
  const { slug = '', lessonId = '' } = useParams();
  const outline = useOutlineQuery(slug);
  return (
    <QueryStates query={outline} isEmpty={(data) => data === null}>
      {(data) => {
        const lesson = data && lessonsInOrder(data).find((l) => l.id === lessonId);
        return data && lesson ? (
          <LessonPage outline={data} lessonId={lesson.id} />
        ) : (
          <NotFoundPage homePath="/" />
        );
      }}
    </QueryStates>
  );
}

function LessonPage({ outline, lessonId }: { outline: CourseOutline; lessonId: string }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const lessons = lessonsInOrder(outline);
  const index = lessons.findIndex((l) => l.id === lessonId);
  const lesson = lessons[index];
  const previous = lessons[index - 1];
  const next = lessons[index + 1];
  const module = outline.modules.find((m) => m.id === lesson?.module_id);
  const body = useLessonBody(outline.slug, lessonId);
  const progress = useProgressQuery(outline.id, outline.slug);
  const [queued, setQueued] = useState(false);
  const done = progress.data?.completedLessonIds.includes(lessonId) ?? false;
  const finalExam = outline.exams.find((e) => e.module_id === null);

  // The resume point: the last lesson opened (best effort; offline it simply is not recorded).
  useEffect(() => {
    setQueued(false);
    if (!isOnline()) return;
    void skillupDb().then((db) => db.rpc('skillup_open_lesson', { p_lesson_id: lessonId }));
  }, [lessonId]);

  const complete = useMutation({
    mutationFn: () => completeLesson({ lessonId, courseId: outline.id, slug: outline.slug }),
    networkMode: 'always',
    onSuccess: (answer) => {
      setQueued(answer === 'queued');
      return client.invalidateQueries({ queryKey: skillupKeys.progress(outline.id) });
    },
  });

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Text fontSize="sm" color="fg.muted" mb="2">
        <Link asChild color="brand.800">
          <RouterLink to={`/courses/${outline.slug}`}>{outline.title}</RouterLink>
        </Link>
        {module ? ` · ${module.title}` : ''}
      </Text>
      <PageHeader title={lesson?.title ?? ''} />
      <OfflineStatus />
      <Stack gap="6">
        {progress.data ? (
          <ProgressBar percent={progress.data.progress_percent} label={t('course.progress')} />
        ) : null}
        <QueryStates
          query={body}
          isEmpty={(data) => data.content === null}
          empty={t('lesson.notEnrolled')}
        >
          {({ content, saved }) =>
            content ? (
              <Stack gap="4">
                <LessonBody html={content.body_html} lang={outline.language} saved={saved} />
                {content.video_url ? (
                  <Link
                    href={content.video_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="brand.800"
                  >
                    {t('lesson.video')}
                  </Link>
                ) : null}
                {content.attachment_url ? (
                  <Link href={content.attachment_url} download color="brand.800">
                    {t('lesson.attachment')}
                  </Link>
                ) : null}
              </Stack>
            ) : null
          }
        </QueryStates>
        <Box>
          {done ? (
            <Text role="status" fontWeight="semibold" color="green.700">
              {queued ? t('lesson.queued') : t('lesson.completed')}
            </Text>
          ) : (
            <Button
              colorPalette="brand"
              onClick={() => complete.mutate()}
              loading={complete.isPending}
            >
              {t('lesson.markComplete')}
            </Button>
          )}
          {complete.isError ? (
            <Alert.Root status="error" mt="3">
              <Alert.Indicator />
              <Alert.Description>{t('lesson.completeFailed')}</Alert.Description>
            </Alert.Root>
          ) : null}
        </Box>
        <HStack as="nav" aria-label={t('lesson.pager')} justify="space-between" gap="3" wrap="wrap">
          {previous ? (
            <Link asChild color="brand.800">
              <RouterLink to={`/courses/${outline.slug}/lessons/${previous.id}`}>
                ← {previous.title}
              </RouterLink>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link asChild color="brand.800">
              <RouterLink to={`/courses/${outline.slug}/lessons/${next.id}`}>
                {next.title} →
              </RouterLink>
            </Link>
          ) : finalExam ? (
            <Link asChild color="brand.800">
              <RouterLink to={`/exams/${finalExam.id}`}>{t('lesson.toExam')} →</RouterLink>
            </Link>
          ) : null}
        </HStack>
      </Stack>
    </Container>
  );
}
