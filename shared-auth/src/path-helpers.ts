// One function per page, imported as the `paths` namespace (./paths.ts): each app bundles only
// the helpers it calls.
import { loginPathTo } from './return-path';
import { ROUTE_PATHS as P } from './route-paths';

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

export const home = () => P.home;
export const about = () => P.about;
export const pillars = ({ anchor }: { anchor?: PillarAnchor } = {}) =>
  anchor ? `${P.pillars}#${anchor}` : P.pillars;
export const privacy = () => P.privacy;
export const terms = () => P.terms;
export const membership = () => P.membership;
/** Buying or renewing `tier` (its name as stored; checkout refuses an unknown one). */
export const checkout = ({ tier, team }: { tier: string; team?: number }) =>
  withQuery(P.checkout, { tier, team });
/** Where a payment ends: `status=free` for an order that needed none, `ref` its reference. */
export const paymentCallback = ({ status, ref }: { status?: 'free'; ref?: string } = {}) =>
  withQuery(P.paymentCallback, { status, ref });
export const resources = () => P.resources;
export const resource = ({ id }: { id: string }) => itemOf(P.resources, id);
export const rdServices = () => P.rdServices;
export const products = () => P.products;
export const account = ({ action }: { action?: AccountAction } = {}) =>
  withQuery(P.account, { action });
export const memberDirectory = () => P.memberDirectory;
export const member = ({ id }: { id: string }) => itemOf(P.memberDirectory, id);
export const corporateTeam = () => P.corporateTeam;
export const rdProjects = () => P.rdProjects;
export const rdProject = ({ id }: { id: string }) => itemOf(P.rdProjects, id);
export const admin = () => P.admin;
export const analytics = () => P.analytics;
/** /login, naming `next` (when it is a safe destination) as the page to return to. */
export const login = ({ next }: { next?: string | null } = {}) => loginPathTo(next);
export const mfaLockout = () => P.mfaLockout;
