import { Heading, LoadingState, QueryStates, Stack } from '@csan/shared-ui';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useAnalyticsWeeklyQuery } from '../api/analytics-weekly-query';

const WeeklyActivityChart = lazy(() => import('./WeeklyActivityChart'));

/** Downloads and leads per week, the last 12 weeks. */
export function WeeklyActivitySection() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const weekly = useAnalyticsWeeklyQuery();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" minW="0">
      <Heading as="h2" size="lg" id={headingId}>
        {t('analytics.weekly.title')}
      </Heading>
      <QueryStates query={weekly} errorMessage={t('analytics.loadDataError')}>
        {(weeks) => (
          <Suspense fallback={<LoadingState label={t('analytics.weekly.loading')} />}>
            <WeeklyActivityChart weeks={weeks} label={t('analytics.weekly.title')} />
          </Suspense>
        )}
      </QueryStates>
    </Stack>
  );
}
