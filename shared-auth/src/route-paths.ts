/**
 * The path of every page the portal answers, as the shell's route table mounts it. A page whose
 * remote owns sub-routes (`/admin/*`, `/resources/*`) is listed by its base path; the remote
 * defines what lies under it. Links are built with `paths` (./paths.ts), not from these.
 */
export const ROUTE_PATHS = {
  home: '/',
  about: '/about',
  pillars: '/pillars',
  privacy: '/privacy',
  terms: '/terms',
  membership: '/membership',
  checkout: '/checkout',
  paymentCallback: '/payment-callback',
  resources: '/resources',
  rdServices: '/rd-services',
  products: '/products',
  account: '/account',
  memberDirectory: '/member-directory',
  corporateTeam: '/corporate-team',
  rdProjects: '/rd-projects',
  admin: '/admin',
  analytics: '/analytics',
  login: '/login',
  mfaLockout: '/mfa-lockout',
  /** Where the analytics page sends signed-out visitors; the shell redirects it to /login. */
  auth: '/auth',
  /** The footer's old name of the resource library; the shell redirects it to /resources. */
  repository: '/repository',
} as const;

export type RoutePath = (typeof ROUTE_PATHS)[keyof typeof ROUTE_PATHS];
