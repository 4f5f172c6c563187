import '../../i18n';
import {
  Badge,
  Card,
  Container,
  Heading,
  HStack,
  Link,
  List,
  PageHeader,
  QueryStates,
  Stack,
  Text,
} from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ProgressBar } from '../../components/ProgressBar';
import { NS } from '../../i18n/namespace';
import { usePathwaysQuery } from './api/pathways-query';

/** `/pathways`: the career-transition programme — courses in order, a capstone, a certificate. */
export default function PathwaysPage() {
  const { t } = useTranslation(NS);
  const query = usePathwaysQuery();
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('pathways.title')} description={t('pathways.intro')} />
      <QueryStates query={query} empty={t('pathways.empty')}>
        {(pathways) => (
          <Stack gap="5">
            {pathways.map((pathway) => (
              <Card.Root as="article" key={pathway.id}>
                <Card.Body gap="3">
                  <Heading as="h2" size="md">
                    {pathway.title}
                  </Heading>
                  <Text color="fg.muted">{pathway.summary}</Text>
                  <ProgressBar
                    percent={pathway.progress.progress_percent}
                    label={t('pathways.progress', {
                      done: pathway.progress.completed,
                      total: pathway.progress.total,
                    })}
                  />
                  <List.Root as="ol" ps="5" gap="1">
                    {pathway.progress.courses.map((course) => (
                      <List.Item key={course.course_id}>
                        <HStack gap="2" wrap="wrap">
                          <Link asChild color="brand.800">
                            <RouterLink to={`/courses/${course.slug}`}>{course.title}</RouterLink>
                          </Link>
                          {course.is_capstone ? (
                            <Badge colorPalette="purple">{t('pathways.capstone')}</Badge>
                          ) : null}
                          {course.completed ? (
                            <Badge colorPalette="green">{t('lesson.done')}</Badge>
                          ) : null}
                        </HStack>
                      </List.Item>
                    ))}
                  </List.Root>
                  {pathway.progress.certificate_code ? (
                    <Link asChild color="brand.800">
                      <RouterLink to="/certificates">
                        {t('course.certificate', { code: pathway.progress.certificate_code })}
                      </RouterLink>
                    </Link>
                  ) : null}
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}
      </QueryStates>
    </Container>
  );
}
