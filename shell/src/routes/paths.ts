import { AREA_REMOTES as AREA_REMOTE_LIST, type Area } from '@csan/remotes';
import type { Tier } from '@csan/shared-auth';
import { ROUTE_PATHS as P, paths } from '@csan/shared-auth/paths';
import type { RemoteName } from '../federation/remote-names';

/**
 * Who may open a route. Routes without one are open to everyone. `signedOutTo` overrides where a signed-out visitor goes (analytics: /auth);
 * `loadingLabel` is a shell-namespace key shown while access is checked.
 */
export type RouteAccess =
  | { kind: 'signed-in' }
  /** `denied`: the refusal's own text, instead of the generic tier notice. */
  | { kind: 'tier'; tier: Tier; denied?: 'guard.corporateTeamRequired' }
  | { kind: 'admin'; signedOutTo?: string; loadingLabel?: string };

/** A route whose page a remote owns: the shell loads exactly `remote/expose` for it. */
export type RemoteRouteDef = {
  path: string;
  remote: RemoteName;
  expose: string;
  access?: RouteAccess;
  /**
   * The page renders its own `<Routes>` for every path under `path` (`/admin/waitlist`,
   * `/resources/<id>`, and its own 404 for unknown ones): the shell mounts it at `path/*` and
   * guards every sub-path with `access`, so a new sub-page needs no shell release.
   */
  subRoutes?: true;
};

/**
 * The one table of routes (both spec route tables), its paths from `@csan/shared-auth/paths`.
 * Every path the portal answers is here (a `subRoutes` page with everything under it) or in
 * SHELL_PATHS / REDIRECTS; anything else is the 404 page.
 */
export const REMOTE_ROUTES = {
  home: { path: P.home, remote: 'public_site', expose: 'HomePage' },
  about: { path: P.about, remote: 'public_site', expose: 'AboutPage' },
  pillars: { path: P.pillars, remote: 'public_site', expose: 'PillarsPage' },
  privacy: { path: P.privacy, remote: 'public_site', expose: 'PrivacyPage' },
  terms: { path: P.terms, remote: 'public_site', expose: 'TermsPage' },
  membership: { path: P.membership, remote: 'membership_checkout', expose: 'MembershipPage' },
  checkout: { path: P.checkout, remote: 'membership_checkout', expose: 'CheckoutPage' },
  paymentCallback: {
    path: P.paymentCallback,
    remote: 'membership_checkout',
    expose: 'PaymentCallbackPage',
  },
  resources: { path: P.resources, remote: 'library', expose: 'ResourcesPage', subRoutes: true },
  rdServices: { path: P.rdServices, remote: 'library', expose: 'RdServicesPage' },
  products: { path: P.products, remote: 'library', expose: 'ProductsPage' },
  account: {
    path: P.account,
    remote: 'member_area',
    expose: 'AccountPage',
    access: { kind: 'signed-in' },
  },
  memberDirectory: {
    path: P.memberDirectory,
    remote: 'member_area',
    expose: 'MemberDirectoryPage',
    access: { kind: 'signed-in' },
    subRoutes: true,
  },
  corporateTeam: {
    path: P.corporateTeam,
    remote: 'member_area',
    expose: 'CorporateTeamPage',
    access: { kind: 'tier', tier: 'Corporate', denied: 'guard.corporateTeamRequired' },
  },
  rdProjects: {
    path: P.rdProjects,
    remote: 'member_area',
    expose: 'RdProjectsPage',
    access: { kind: 'tier', tier: 'Professional' },
    subRoutes: true,
  },
  admin: {
    path: P.admin,
    remote: 'admin_console',
    expose: 'AdminPage',
    access: { kind: 'admin' },
    subRoutes: true,
  },
  analytics: {
    path: P.analytics,
    remote: 'admin_console',
    expose: 'AnalyticsPage',
    // The analytics page sends signed-out visitors to /auth and says 'Verifying access...'
    // while it checks.
    access: { kind: 'admin', signedOutTo: P.auth, loadingLabel: 'guard.verifying' },
  },
} as const satisfies Record<string, RemoteRouteDef>;

/** The table as a list, each entry with its (optional) access requirement. */
export const REMOTE_ROUTE_LIST: readonly RemoteRouteDef[] = Object.values(REMOTE_ROUTES);

/** Pages the shell renders itself (the auth issue fills login and lockout). */
export const SHELL_PATHS = { login: P.login, mfaLockout: P.mfaLockout } as const;

/** Old or alternate paths: `from` → `to`. */
export const REDIRECTS = [
  { from: P.repository, to: REMOTE_ROUTES.resources.path },
  // The analytics page sends signed-out visitors to /auth.
  { from: P.auth, to: SHELL_PATHS.login },
] as const;

export type RemoteRouteKey = keyof typeof REMOTE_ROUTES;

/** The header's top links, in order. */
export const NAV_LINKS = [
  'home',
  'about',
  'pillars',
  'membership',
  'resources',
  'rdServices',
  'products',
] as const satisfies readonly RemoteRouteKey[];

/** The footer's links; labels are keys of the shell namespace. */
export const FOOTER_LINKS = [
  { to: paths.about(), label: 'footer.links.about' },
  { to: paths.pillars(), label: 'footer.links.pillars' },
  { to: paths.membership(), label: 'footer.links.membership' },
  // The footer names the library by its old path, which redirects (REDIRECTS).
  { to: P.repository, label: 'footer.links.repository' },
  { to: paths.products(), label: 'footer.links.products' },
  { to: paths.rdServices(), label: 'footer.links.rdServices' },
  { to: paths.pillars({ anchor: 'r-cbc' }), label: 'footer.links.rcbc' },
  { to: paths.pillars({ anchor: 'cb-irt' }), label: 'footer.links.cbirt' },
  { to: paths.pillars({ anchor: 'ets' }), label: 'footer.links.ets' },
  { to: paths.privacy(), label: 'footer.links.privacy' },
  { to: paths.terms(), label: 'footer.links.terms' },
] as const;

/**
 * The remote whose landing page an area host shows (skillup, intel, tools — the registry's area
 * remotes): chosen by the host, not the path, so every path of an area host is that page.
 */
export const AREA_REMOTES = Object.fromEntries(
  AREA_REMOTE_LIST.map((r) => [r.area, { remote: r.name, expose: 'LandingPage' }]),
) as Record<Area, { remote: RemoteName; expose: 'LandingPage' }>;
