import { lazy } from 'react';

/** The standalone harness mounts every exposed page at the path the shell uses for it. */
export const HARNESS_PAGES = [
  { path: '/', title: 'LandingPage', Page: lazy(() => import('../features/landing/LandingPage')) },
  {
    path: '/assessments/*',
    title: 'AssessmentsPage',
    Page: lazy(() => import('../app/AssessmentsPage')),
  },
];
