import { lazy } from 'react';

/** The standalone harness mounts every exposed page at the path the shell uses for it. */
export const HARNESS_PAGES = [
  { path: '/', title: 'LandingPage', Page: lazy(() => import('../features/landing/LandingPage')) },
];
