import '../../i18n';
import { Container, PageHeader, QueryStates, SimpleGrid, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CatalogueSearch } from '../../api/keys';
import { OfflineStatus } from '../../components/OfflineStatus';
import { TeachLink } from '../../components/TeachLink';
import { NS } from '../../i18n/namespace';
import { useCatalogueQuery } from './api/catalogue-query';
import { CatalogueFilters } from './components/CatalogueFilters';
import { CourseCard } from './components/CourseCard';

const readSearch = (params: URLSearchParams): CatalogueSearch => ({
  q: (params.get('q') ?? '').trim().slice(0, 200),
  level: params.get('level') ?? '',
  language: params.get('language') ?? '',
});

/**
 * `/` on the skillup host: the catalogue of published courses. Search, level and language live
 * in the address (shared links and Back restore them); the database filters.
 */
export default function LandingPage() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const query = useCatalogueQuery(search);
  const go = (next: CatalogueSearch) =>
    setParams(
      Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')) as Record<
        string,
        string
      >,
    );
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <PageHeader title={t('landing.title')} description={t('landing.intro')} />
      <OfflineStatus />
      <Stack gap="6">
        <TeachLink />
        <CatalogueFilters search={search} onChange={go} />
        <Text role="status" aria-live="polite" color="fg.muted" minH="6">
          {query.data ? t('catalogue.count', { count: query.data.length }) : ''}
        </Text>
        <QueryStates query={query} empty={t('catalogue.empty')}>
          {(courses) => (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </QueryStates>
      </Stack>
    </Container>
  );
}
