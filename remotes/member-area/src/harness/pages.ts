import { lazy } from 'react';

/** The standalone harness mounts every exposed page at the path the shell uses for it. */
export const HARNESS_PAGES = [
  {
    path: '/account',
    title: 'AccountPage',
    Page: lazy(() => import('../features/account/AccountPage')),
  },
  {
    path: '/member-directory',
    title: 'MemberDirectoryPage',
    Page: lazy(() => import('../features/member-directory/MemberDirectoryPage')),
  },
  {
    path: '/corporate-team',
    title: 'CorporateTeamPage',
    Page: lazy(() => import('../features/corporate-team/CorporateTeamPage')),
  },
  {
    path: '/rd-projects',
    title: 'RdProjectsPage',
    Page: lazy(() => import('../features/rd-projects/RdProjectsPage')),
  },
];
