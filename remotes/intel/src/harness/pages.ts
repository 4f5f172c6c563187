import { lazy } from 'react';

/** The standalone harness mounts every exposed page at the path the shell uses for it. */
export const HARNESS_PAGES = [
  {
    path: '/',
    title: 'AdvisoryListPage',
    Page: lazy(() => import('../features/advisory-list/AdvisoryListPage')),
  },
  {
    path: '/advisories',
    subRoutes: true,
    title: 'AdvisoriesPage',
    Page: lazy(() => import('../app/AdvisoriesPage')),
  },
  {
    path: '/organisation',
    title: 'OrganisationPage',
    Page: lazy(() => import('../features/organisation/OrganisationPage')),
  },
  {
    path: '/protocols',
    title: 'ProtocolsPage',
    Page: lazy(() => import('../features/protocols/ProtocolsPage')),
  },
  { path: '/about', title: 'AboutPage', Page: lazy(() => import('../features/about/AboutPage')) },
] as const;
