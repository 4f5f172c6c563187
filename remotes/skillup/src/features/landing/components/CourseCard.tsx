import { Badge, Card, Heading, HStack, Link, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Course } from '../../../api/types';
import { NS } from '../../../i18n/namespace';

/** One course of the catalogue: its title links to the course page. */
export function CourseCard({ course }: { course: Course }) {
  const { t } = useTranslation(NS);
  return (
    <Card.Root as="article" h="full" minW="0">
      <Card.Body gap="3">
        <Heading as="h2" size="md" overflowWrap="anywhere">
          <Link asChild color="brand.800">
            <RouterLink to={`/courses/${course.slug}`}>{course.title}</RouterLink>
          </Link>
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="blue">{t(`levels.${course.level}`)}</Badge>
          <Badge colorPalette="gray" lang={course.language}>
            {t(`languages.${course.language}`)}
          </Badge>
        </HStack>
        <Text color="fg.muted" lang={course.language}>
          {course.summary}
        </Text>
        <Text fontSize="sm">
          {t('course.hours', { hours: Number(course.estimated_hours) })} ·{' '}
          {t('course.cpe', { hours: Number(course.cpe_hours) })}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
