// `@csan/shared-auth/paths`: the one place links between pages are built. The shell, every
// remote and the shared packages import it; it is bundled into each app (not the shared
// singleton), so a remote redeployed alone keeps the helpers it was built with.
import { loginPathTo } from './return-path';
import { ROUTE_PATHS as P } from './route-paths';

export { ROUTE_PATHS, type RoutePath } from './route-paths';

/** The sections of /pillars, one per pillar (the fragment other pages link to). */
export type PillarAnchor = 'r-cbc' | 'padrr' | 'cb-irt' | 'ets';

/** What /account reopens on arrival (after the MFA step sent the member through /login). */
export type AccountAction = 'change-password';

type QueryValue = string | number | null | undefined;

/** `path?a=1&b=2`, leaving out the absent values; `path` alone when none is present. */
function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The page of one item under a section that owns its sub-routes (`/resources/<id>`). */
function itemOf(base: string, id: string): string {
  return `${base}/${encodeURIComponent(id)}`;
}

/**
 * Links to every page, by name: `paths.checkout({ tier: 'Professional' })`,
 * `paths.login({ next: '/admin/waitlist' })`. Each returns a same-origin path (with its query or
 * fragment) ready for `<Link to>` or `navigate()`.
 */
export const paths = {
  home: () => P.home,
  about: () => P.about,
  pillars: ({ anchor }: { anchor?: PillarAnchor } = {}) =>
    anchor ? `${P.pillars}#${anchor}` : P.pillars,
  privacy: () => P.privacy,
  terms: () => P.terms,
  membership: () => P.membership,
  /** Buying or renewing `tier` (its name as stored; checkout refuses an unknown one). */
  checkout: ({ tier, team }: { tier: string; team?: number }) =>
    withQuery(P.checkout, { tier, team }),
  /** Where a payment ends: `status=free` for an order that needed none, `ref` its reference. */
  paymentCallback: ({ status, ref }: { status?: 'free'; ref?: string } = {}) =>
    withQuery(P.paymentCallback, { status, ref }),
  resources: () => P.resources,
  resource: ({ id }: { id: string }) => itemOf(P.resources, id),
  rdServices: () => P.rdServices,
  products: () => P.products,
  account: ({ action }: { action?: AccountAction } = {}) => withQuery(P.account, { action }),
  memberDirectory: () => P.memberDirectory,
  member: ({ id }: { id: string }) => itemOf(P.memberDirectory, id),
  corporateTeam: () => P.corporateTeam,
  rdProjects: () => P.rdProjects,
  rdProject: ({ id }: { id: string }) => itemOf(P.rdProjects, id),
  admin: () => P.admin,
  analytics: () => P.analytics,
  /** /login, naming `next` (when it is a safe destination) as the page to return to. */
  login: ({ next }: { next?: string | null } = {}) => loginPathTo(next),
  mfaLockout: () => P.mfaLockout,
} as const;
