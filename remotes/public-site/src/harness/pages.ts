import { ROUTE_PATHS } from '@csan/shared-auth/paths';
import { lazy } from 'react';

/** The standalone harness mounts every exposed page at the path the shell uses for it. */
export const HARNESS_PAGES = [
  { path: ROUTE_PATHS.home, title: 'HomePage', Page: lazy(() => import('../pages/HomePage')) },
  { path: ROUTE_PATHS.about, title: 'AboutPage', Page: lazy(() => import('../pages/AboutPage')) },
  {
    path: ROUTE_PATHS.pillars,
    title: 'PillarsPage',
    Page: lazy(() => import('../pages/PillarsPage')),
  },
  {
    path: ROUTE_PATHS.privacy,
    title: 'PrivacyPage',
    Page: lazy(() => import('../pages/PrivacyPage')),
  },
  { path: ROUTE_PATHS.terms, title: 'TermsPage', Page: lazy(() => import('../pages/TermsPage')) },
];
