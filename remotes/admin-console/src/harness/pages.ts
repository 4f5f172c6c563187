import { lazy } from 'react';

/** The standalone harness mounts every exposed page at the path the shell uses for it. */
export const HARNESS_PAGES = [
  {
    path: '/admin',
    title: 'AdminPage',
    Page: lazy(() => import('../features/dashboard/AdminPage')),
  },
  {
    path: '/analytics',
    title: 'AnalyticsPage',
    Page: lazy(() => import('../features/analytics/AnalyticsPage')),
  },
];
