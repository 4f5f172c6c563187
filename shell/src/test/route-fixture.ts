import type { RouteData } from '@csan/shared-auth/routes';
import type { LiveRoute } from '../routes/route-table';

/**
 * A route table shaped like the remotes' own (their src/routes.ts; the shell's tests may not
 * import a remote, and should not depend on one's pages): the guards, sub-routes and nav places
 * the shell's tests exercise. tooling/remotes/src/route-data.test.ts checks the real data.
 */
const label = (en: string) => ({ en, fr: `${en} (fr)`, pt: `${en} (pt)`, sw: `${en} (sw)` });
const pub = { kind: 'public' } as const;

const BY_REMOTE: Record<string, RouteData[]> = {
  public_site: [
    {
      path: '/',
      expose: 'HomePage',
      guard: pub,
      readsDatabase: false,
      prerender: true,
      nav: { key: 'home', header: 10, label: label('Home') },
    },
    {
      path: '/about',
      expose: 'AboutPage',
      guard: pub,
      readsDatabase: false,
      prerender: true,
      nav: { key: 'about', header: 20, label: label('About') },
    },
    {
      path: '/pillars',
      expose: 'PillarsPage',
      guard: pub,
      readsDatabase: false,
      prerender: true,
      nav: { key: 'pillars', header: 30, label: label('Pillars') },
    },
    { path: '/privacy', expose: 'PrivacyPage', guard: pub, readsDatabase: false },
    { path: '/terms', expose: 'TermsPage', guard: pub, readsDatabase: false },
  ],
  membership_checkout: [
    {
      path: '/membership',
      expose: 'MembershipPage',
      guard: pub,
      readsDatabase: true,
      nav: { key: 'membership', header: 40, userMenu: 20, label: label('Membership') },
    },
    { path: '/checkout', expose: 'CheckoutPage', guard: pub, readsDatabase: true },
    { path: '/payment-callback', expose: 'PaymentCallbackPage', guard: pub, readsDatabase: true },
  ],
  library: [
    {
      path: '/resources',
      expose: 'ResourcesPage',
      guard: pub,
      readsDatabase: true,
      subRoutes: true,
      nav: { key: 'resources', header: 50, label: label('Resources') },
    },
    {
      path: '/rd-services',
      expose: 'RdServicesPage',
      guard: pub,
      readsDatabase: true,
      nav: { key: 'rdServices', header: 60, label: label('R&D Services') },
    },
    {
      path: '/products',
      expose: 'ProductsPage',
      guard: pub,
      readsDatabase: true,
      nav: { key: 'products', header: 70, label: label('Products') },
    },
  ],
  member_area: [
    {
      path: '/account',
      expose: 'AccountPage',
      guard: { kind: 'signed-in' },
      readsDatabase: true,
      nav: { key: 'account', userMenu: 10, label: label('My Account') },
    },
    {
      path: '/member-directory',
      expose: 'MemberDirectoryPage',
      guard: { kind: 'signed-in' },
      readsDatabase: true,
      subRoutes: true,
      nav: { key: 'memberDirectory', userMenu: 30, label: label('Member Directory') },
    },
    {
      path: '/corporate-team',
      expose: 'CorporateTeamPage',
      guard: { kind: 'tier', tier: 'Corporate', denied: 'guard.corporateTeamRequired' },
      readsDatabase: true,
      nav: { key: 'corporateTeam', userMenu: 40, label: label('Corporate Team') },
    },
    {
      path: '/rd-projects',
      expose: 'RdProjectsPage',
      guard: { kind: 'tier', tier: 'Professional' },
      readsDatabase: true,
      subRoutes: true,
      nav: { key: 'rdProjects', userMenu: 50, label: label('R&D Projects') },
    },
  ],
  admin_console: [
    {
      path: '/admin',
      expose: 'AdminPage',
      guard: { kind: 'admin' },
      readsDatabase: true,
      subRoutes: true,
      nav: { key: 'admin', userMenu: 60, label: label('Admin') },
    },
    {
      path: '/analytics',
      expose: 'AnalyticsPage',
      guard: { kind: 'admin', signedOutTo: '/auth', loadingLabel: 'guard.verifying' },
      readsDatabase: true,
      nav: { key: 'analytics', userMenu: 70, label: label('Analytics') },
    },
  ],
  ...Object.fromEntries(
    ['skillup', 'intel', 'tools'].map((remote) => [
      remote,
      [
        {
          path: '/',
          expose: 'LandingPage',
          guard: { kind: 'area' },
          readsDatabase: true,
          nav: { key: 'home', header: 10, label: label('Overview') },
        },
        {
          path: '/about',
          expose: 'AboutPage',
          guard: pub,
          readsDatabase: false,
          nav: { key: 'about', header: 20, label: label('About the area') },
        },
      ] satisfies RouteData[],
    ]),
  ),
};

export const FIXTURE_ROUTES: readonly LiveRoute[] = Object.entries(BY_REMOTE).flatMap(
  ([remote, routes]) => routes.map((route) => ({ ...route, remote })),
);

/** A fixture route by remote and path. */
export function fixtureRoute(remote: string, path: string): LiveRoute {
  const route = FIXTURE_ROUTES.find((r) => r.remote === remote && r.path === path);
  if (!route) throw new Error(`no fixture route ${remote} ${path}`);
  return route;
}
