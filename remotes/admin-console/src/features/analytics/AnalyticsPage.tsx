import '../../i18n';
import { Container, PageHeader, SimpleGrid, Stack } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';
import { AnalyticsCards } from './components/AnalyticsCards';
import { RecentLeadsSection } from './components/RecentLeadsSection';
import { ResourcePerformanceSection } from './components/ResourcePerformanceSection';
import { WeeklyActivitySection } from './components/WeeklyActivitySection';

/**
 * `/analytics` (admins; the shell says 'Verifying access...' while it checks the role): the
 * library's downloads and leads. Cards, the last 12 weeks as a chart, Resource Performance
 * (paged by the database, `?page=`) and the 20 latest leads, with every lead as CSV.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation(NS);
  return (
    <Container maxW="7xl" py="10">
      <PageHeader title={t('analytics.title')} description={t('analytics.description')} />
      <Stack gap="8">
        <AnalyticsCards />
        <WeeklyActivitySection />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
          <ResourcePerformanceSection />
          <RecentLeadsSection />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
