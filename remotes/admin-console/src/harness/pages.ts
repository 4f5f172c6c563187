import { ROUTE_PATHS } from '@csan/shared-auth/paths';
import { lazy } from 'react';

/** The standalone harness mounts every exposed page at the path the shell uses for it. */
export const HARNESS_PAGES = [
  {
    path: ROUTE_PATHS.admin,
    subRoutes: true,
    title: 'AdminPage',
    Page: lazy(() => import('../app/AdminPage')),
  },
  {
    path: ROUTE_PATHS.analytics,
    title: 'AnalyticsPage',
    Page: lazy(() => import('../features/analytics/AnalyticsPage')),
  },
] as const;
