import type { Tier } from '@csan/shared-auth';
import type { RemoteName } from '../federation/remote-names';

/**
 * Who may open a route (spec section 2 route table, section 6). Routes without one are open to
 * everyone. `signedOutTo` overrides where a signed-out visitor goes (analytics: /auth);
 * `loadingLabel` is a shell-namespace key shown while access is checked.
 */
export type RouteAccess =
  | { kind: 'signed-in' }
  | { kind: 'tier'; tier: Tier }
  | { kind: 'admin'; signedOutTo?: string; loadingLabel?: string };

/** A route whose page a remote owns: the shell loads exactly `remote/expose` for it. */
export type RemoteRouteDef = {
  path: string;
  remote: RemoteName;
  expose: string;
  access?: RouteAccess;
};

/**
 * The one table of routes (both spec route tables). Every path the portal answers is here or
 * in SHELL_PATHS / REDIRECTS; anything else is the 404 page.
 */
export const REMOTE_ROUTES = {
  home: { path: '/', remote: 'public_site', expose: 'HomePage' },
  about: { path: '/about', remote: 'public_site', expose: 'AboutPage' },
  pillars: { path: '/pillars', remote: 'public_site', expose: 'PillarsPage' },
  privacy: { path: '/privacy', remote: 'public_site', expose: 'PrivacyPage' },
  terms: { path: '/terms', remote: 'public_site', expose: 'TermsPage' },
  membership: { path: '/membership', remote: 'membership_checkout', expose: 'MembershipPage' },
  checkout: { path: '/checkout', remote: 'membership_checkout', expose: 'CheckoutPage' },
  paymentCallback: {
    path: '/payment-callback',
    remote: 'membership_checkout',
    expose: 'PaymentCallbackPage',
  },
  resources: { path: '/resources', remote: 'library', expose: 'ResourcesPage' },
  rdServices: { path: '/rd-services', remote: 'library', expose: 'RdServicesPage' },
  products: { path: '/products', remote: 'library', expose: 'ProductsPage' },
  account: {
    path: '/account',
    remote: 'member_area',
    expose: 'AccountPage',
    access: { kind: 'signed-in' },
  },
  memberDirectory: {
    path: '/member-directory',
    remote: 'member_area',
    expose: 'MemberDirectoryPage',
    access: { kind: 'signed-in' },
  },
  corporateTeam: {
    path: '/corporate-team',
    remote: 'member_area',
    expose: 'CorporateTeamPage',
    access: { kind: 'tier', tier: 'Corporate' },
  },
  rdProjects: {
    path: '/rd-projects',
    remote: 'member_area',
    expose: 'RdProjectsPage',
    access: { kind: 'tier', tier: 'Professional' },
  },
  admin: {
    path: '/admin',
    remote: 'admin_console',
    expose: 'AdminPage',
    access: { kind: 'admin' },
  },
  analytics: {
    path: '/analytics',
    remote: 'admin_console',
    expose: 'AnalyticsPage',
    // Spec (content section 6): the analytics page sends visitors to /auth and says
    // 'Verifying access...' while it checks.
    access: { kind: 'admin', signedOutTo: '/auth', loadingLabel: 'guard.verifying' },
  },
} as const satisfies Record<string, RemoteRouteDef>;

/** The table as a list, each entry with its (optional) access requirement. */
export const REMOTE_ROUTE_LIST: readonly RemoteRouteDef[] = Object.values(REMOTE_ROUTES);

/** Pages the shell renders itself (the auth issue fills login and lockout). */
export const SHELL_PATHS = { login: '/login', mfaLockout: '/mfa-lockout' } as const;

/** Old or alternate paths: `from` → `to`. */
export const REDIRECTS = [
  { from: '/repository', to: REMOTE_ROUTES.resources.path },
  // The analytics page sends signed-out visitors to /auth (spec).
  { from: '/auth', to: SHELL_PATHS.login },
] as const;

export type RemoteRouteKey = keyof typeof REMOTE_ROUTES;

/** The header's top links, in order (spec section 2, "Header and navigation"). */
export const NAV_LINKS = [
  'home',
  'about',
  'pillars',
  'membership',
  'resources',
  'rdServices',
  'products',
] as const satisfies readonly RemoteRouteKey[];

/** The footer's links (spec section 2, "Footer"); labels are keys of the shell namespace. */
export const FOOTER_LINKS = [
  { to: '/about', label: 'footer.links.about' },
  { to: '/pillars', label: 'footer.links.pillars' },
  { to: '/membership', label: 'footer.links.membership' },
  { to: '/repository', label: 'footer.links.repository' },
  { to: '/products', label: 'footer.links.products' },
  { to: '/rd-services', label: 'footer.links.rdServices' },
  { to: '/pillars#r-cbc', label: 'footer.links.rcbc' },
  { to: '/pillars#cb-irt', label: 'footer.links.cbirt' },
  { to: '/pillars#ets', label: 'footer.links.ets' },
  { to: '/privacy', label: 'footer.links.privacy' },
  { to: '/terms', label: 'footer.links.terms' },
] as const;

/** The remote whose landing page an area host shows (spec: skillup, intel, tools). */
export const AREA_REMOTES = {
  learning: { remote: 'skillup', expose: 'LandingPage' },
  certification: { remote: 'intel', expose: 'LandingPage' },
  tools: { remote: 'tools', expose: 'LandingPage' },
} as const satisfies Record<string, { remote: RemoteName; expose: string }>;
