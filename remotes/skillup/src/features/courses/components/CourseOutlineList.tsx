import { Badge, Heading, HStack, Link, List, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseOutline } from '../../../api/types';
import { NS } from '../../../i18n/namespace';

/**
 * The modules in order with their lessons (links once enrolled, each marked when done) and the
 * module quizzes and final exam.
 */
export function CourseOutlineList({
  outline,
  enrolled,
  done,
}: {
  outline: CourseOutline;
  enrolled: boolean;
  done: ReadonlySet<string>;
}) {
  const { t } = useTranslation(NS);
  const examOf = (moduleId: string | null) => outline.exams.filter((e) => e.module_id === moduleId);
  const examLink = (exam: CourseOutline['exams'][number]) => (
    <List.Item key={exam.id}>
      {enrolled ? (
        <Link asChild color="brand.800">
          <RouterLink to={`/exams/${exam.id}`}>{exam.title}</RouterLink>
        </Link>
      ) : (
        exam.title
      )}{' '}
      <Badge colorPalette="purple">
        {exam.module_id ? t('course.quiz') : t('course.finalExam')}
      </Badge>
    </List.Item>
  );
  return (
    <Stack as="section" aria-labelledby="outline-heading" gap="5">
      <Heading as="h2" id="outline-heading" size="lg">
        {t('course.outline')}
      </Heading>
      {outline.modules.map((module) => (
        <Stack key={module.id} gap="2">
          <Heading as="h3" size="md" lang={outline.language}>
            {module.title}
          </Heading>
          <List.Root as="ol" gap="2" ps="5">
            {module.lessons.map((lesson) => (
              <List.Item key={lesson.id}>
                <HStack gap="2" wrap="wrap">
                  {enrolled ? (
                    <Link asChild color="brand.800" lang={outline.language}>
                      <RouterLink to={`/courses/${outline.slug}/lessons/${lesson.id}`}>
                        {lesson.title}
                      </RouterLink>
                    </Link>
                  ) : (
                    <Text lang={outline.language}>{lesson.title}</Text>
                  )}
                  {done.has(lesson.id) ? (
                    <Badge colorPalette="green">{t('lesson.done')}</Badge>
                  ) : null}
                </HStack>
              </List.Item>
            ))}
            {examOf(module.id).map(examLink)}
          </List.Root>
        </Stack>
      ))}
      {examOf(null).length > 0 ? <List.Root ps="5">{examOf(null).map(examLink)}</List.Root> : null}
    </Stack>
  );
}
