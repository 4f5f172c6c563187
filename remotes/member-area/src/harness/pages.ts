import { ROUTE_PATHS } from '@csan/shared-auth/paths';
import { lazy } from 'react';

/** The standalone harness mounts every exposed page at the path the shell uses for it. */
export const HARNESS_PAGES = [
  {
    path: ROUTE_PATHS.account,
    title: 'AccountPage',
    Page: lazy(() => import('../features/account/AccountPage')),
  },
  {
    path: ROUTE_PATHS.memberDirectory,
    subRoutes: true,
    title: 'MemberDirectoryPage',
    Page: lazy(() => import('../features/member-directory/MemberDirectoryPage')),
  },
  {
    path: ROUTE_PATHS.corporateTeam,
    title: 'CorporateTeamPage',
    Page: lazy(() => import('../features/corporate-team/CorporateTeamPage')),
  },
  {
    path: ROUTE_PATHS.rdProjects,
    subRoutes: true,
    title: 'RdProjectsPage',
    Page: lazy(() => import('../features/rd-projects/RdProjectsPage')),
  },
] as const;
