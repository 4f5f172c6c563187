import { lazy } from 'react';

/** The standalone harness mounts every exposed page at the path the shell uses for it. */
export const HARNESS_PAGES = [
  { path: '/', title: 'HomePage', Page: lazy(() => import('../pages/HomePage')) },
  { path: '/about', title: 'AboutPage', Page: lazy(() => import('../pages/AboutPage')) },
  { path: '/pillars', title: 'PillarsPage', Page: lazy(() => import('../pages/PillarsPage')) },
  { path: '/privacy', title: 'PrivacyPage', Page: lazy(() => import('../pages/PrivacyPage')) },
  { path: '/terms', title: 'TermsPage', Page: lazy(() => import('../pages/TermsPage')) },
];
