import { Badge, Button, HStack, Link } from '@csan/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { skillupKeys } from '../../../api/keys';
import { NS } from '../../../i18n/namespace';
import { type EditableCourse, updateCourse } from '../api/courses';
import { SaveStatus } from './SaveStatus';

/**
 * Draft or published, and the switch between them. A draft is seen only by its editors; the
 * catalogue lists it once published (the database stamps the time).
 */
export function PublishBar({ course }: { course: EditableCourse }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const next = course.status === 'published' ? 'draft' : 'published';
  const change = useMutation({
    mutationFn: () => updateCourse(course.id, { status: next }),
    onSuccess: (row) => {
      client.setQueryData(skillupKeys.teachCourse(course.id), row);
      void client.invalidateQueries({ queryKey: skillupKeys.all });
    },
  });
  return (
    <HStack gap="3" wrap="wrap">
      <Badge
        size="lg"
        colorPalette={course.status === 'published' ? 'green' : 'gray'}
        data-testid="course-status"
      >
        {t(`teach.status.${course.status}`)}
      </Badge>
      <Button
        colorPalette={next === 'published' ? 'brand' : undefined}
        variant={next === 'published' ? 'solid' : 'outline'}
        loading={change.isPending}
        onClick={() => change.mutate()}
      >
        {t(next === 'published' ? 'teach.publish' : 'teach.unpublish')}
      </Button>
      <Link asChild color="brand.800">
        <RouterLink to={`/courses/${course.slug}`}>{t('teach.preview')}</RouterLink>
      </Link>
      {change.error ? <SaveStatus error={change.error} saved={false} /> : null}
    </HStack>
  );
}
