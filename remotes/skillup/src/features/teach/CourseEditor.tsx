import { Container, Link, PageHeader, QueryStates, Separator, Stack } from '@csan/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { skillupKeys } from '../../api/keys';
import { NS } from '../../i18n/namespace';
import { fetchEditableCourse } from './api/courses';
import { CourseForm } from './components/CourseForm';
import { OutlineEditor } from './components/OutlineEditor';
import { PrerequisitesField } from './components/PrerequisitesField';
import { PublishBar } from './components/PublishBar';
import { TeachGate } from './components/TeachGate';

/** `/teach/courses/<id>`: one course's facts, publishing, prerequisites and outline. */
export function CourseEditor() {
  const { t } = useTranslation(NS);
  const { courseId = '' } = useParams();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('teach.editCourse')} />
      <Link asChild color="brand.800" mb="4">
        <RouterLink to="/teach">{t('teach.backToCourses')}</RouterLink>
      </Link>
      <TeachGate>{() => <CourseSections courseId={courseId} />}</TeachGate>
    </Container>
  );
}

function CourseSections({ courseId }: { courseId: string }) {
  const { t } = useTranslation(NS);
  const query = useQuery({
    queryKey: skillupKeys.teachCourse(courseId),
    queryFn: () => fetchEditableCourse(courseId),
  });
  return (
    <QueryStates query={query} isEmpty={(course) => course === null} empty={t('teach.noCourse')}>
      {(course) =>
        course ? (
          <Stack gap="8">
            <PublishBar course={course} />
            <CourseForm course={course} />
            <Separator />
            <PrerequisitesField courseId={course.id} />
            <Separator />
            <OutlineEditor courseId={course.id} />
          </Stack>
        ) : null
      }
    </QueryStates>
  );
}
