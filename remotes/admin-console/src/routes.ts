import { ROUTE_PATHS as P } from '@csan/shared-auth/paths';
import type { RouteData } from '@csan/shared-auth/routes';
import { ADMIN_TABS } from './app/admin-tabs';

/**
 * This remote's pages: the admin dashboard (its tabs are its own sub-routes) and analytics.
 * The shell reads them at run time from this remote's routes.json (written by its build from
 * this list), so a new page, guard or nav link here ships with this remote alone. The guard is
 * one of the shell's closed set; the database enforces the same rule on the data (RLS).
 */
export const ROUTES = [
  {
    path: P.admin,
    expose: 'AdminPage',
    guard: { kind: 'admin' },
    readsDatabase: true,
    subRoutes: true,
    // The dashboard's tabs and the Users tab's pages (its own routes under /admin/*).
    visits: [
      ...ADMIN_TABS.filter((tab) => tab.segment !== '').map((tab) => `${P.admin}/${tab.segment}`),
      `${P.admin}/users/mfa-support`,
      `${P.admin}/users/access-requests`,
    ],
    nav: {
      key: 'admin',
      userMenu: 60,
      label: { en: 'Admin', fr: 'Administration', pt: 'Administração', sw: 'Usimamizi' },
    },
  },
  {
    path: P.analytics,
    expose: 'AnalyticsPage',
    // The analytics page sends signed-out visitors to /auth and says 'Verifying access...'
    // while it checks.
    guard: { kind: 'admin', signedOutTo: P.auth, loadingLabel: 'guard.verifying' },
    readsDatabase: true,
    nav: {
      key: 'analytics',
      userMenu: 70,
      label: { en: 'Analytics', fr: 'Statistiques', pt: 'Estatísticas', sw: 'Takwimu' },
    },
  },
] as const satisfies readonly RouteData[];
