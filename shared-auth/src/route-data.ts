/**
 * Routes as data, owned by the remote that serves them (README "Routes"). Each remote declares
 * its pages in its own `src/routes.ts`; its build writes them to `routes.json` beside its
 * `mf-manifest.json`, and the shell reads that file at start-up. A new top-level page, guard or
 * nav link is therefore a deploy of the remote alone. The guard is chosen from the shell's
 * closed set below: a remote names a rule, the shell (and the database) enforce it.
 *
 * Pure and import-free (types aside): the shell's early boot bundles it before shared modules
 * exist, and a remote's rspack config reads it at build time.
 */
import type { Tier } from './tiers';

/** The file a remote's build writes next to its mf-manifest.json. */
export const ROUTES_FILE = 'routes.json';

/** A text in the portal's four languages (all four required: the type checks every remote). */
export type Labels = { en: string; fr: string; pt: string; sw: string };
export const LABEL_LANGUAGES = ['en', 'fr', 'pt', 'sw'] as const;

/**
 * Who may open a page: the shell's closed set. `public` anyone; `signed-in`; `tier` a paid tier
 * or higher (admins pass); `admin`; `area` the area host's profile flag (and aal2 for intel) —
 * on an area host every page but a `public` one needs the flag anyway.
 */
export type RouteGuard =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  /** `denied`: the refusal's own text (a shell key), instead of the generic tier notice. */
  | { kind: 'tier'; tier: Tier; denied?: 'guard.corporateTeamRequired' }
  /** `signedOutTo`: where a signed-out visitor goes; `loadingLabel`: a shell key. */
  | { kind: 'admin'; signedOutTo?: string; loadingLabel?: 'guard.verifying' }
  | { kind: 'area' };

/** A link to the page in the shell's chrome: its label, and its place in each menu it is in. */
export type RouteNav = {
  /** Unique within the remote (a test id and React key): `resources`. */
  key: string;
  label: Labels;
  /** Position among the header's top links (and the side panel's), ascending. */
  header?: number;
  /** Position in the signed-in user menu (shown only to who passes the guard), ascending. */
  userMenu?: number;
};

export type RouteData = {
  /** `/resources`; on an area host, a path of that host (`/`, `/about`). */
  path: string;
  /** The exposed module (`ResourcesPage` for `./ResourcesPage`) default-exporting the page. */
  expose: string;
  guard: RouteGuard;
  /** The page may call Supabase while rendering: supabase-js and the QueryClient load with it. */
  readsDatabase: boolean;
  /**
   * Signed out, the page reads only through `readPublic` (public rows, as `anon`), or reads
   * nothing: supabase-js (53 KB gzip) then does not load with it, only if the visitor does
   * something that needs it (a form sent, through `loadSupabase()`; never `getSupabase()`).
   */
  readsPublicWhenSignedOut?: true;
  /** Mounted at `path/*`: the page renders its own `<Routes>` (tabs, items, its 404). */
  subRoutes?: true;
  nav?: RouteNav;
  /** Public-site only: prerendered into the remote's own output (`pnpm prerender`). */
  prerender?: true;
  /** Paths the e2e journeys open besides `path` (sub-routes, a query the page needs). */
  visits?: readonly string[];
};

const TIERS: readonly string[] = ['Student', 'Professional', 'Corporate'];
const PATH = /^\/(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)?$/;
const EXPOSE = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const KEY = /^[A-Za-z][A-Za-z0-9-]{0,63}$/;
const MAX_ROUTES = 64;
const MAX_LABEL = 60;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isOrder = (v: unknown) =>
  v === undefined || (Number.isInteger(v) && Math.abs(v as number) < 1e6);

function guardOf(value: unknown, at: string): RouteGuard {
  if (!isRecord(value)) throw new Error(`${at}.guard: not an object`);
  switch (value.kind) {
    case 'public':
    case 'signed-in':
    case 'area':
      return { kind: value.kind };
    case 'tier': {
      if (!TIERS.includes(value.tier as string)) throw new Error(`${at}.guard.tier: unknown tier`);
      if (value.denied !== undefined && value.denied !== 'guard.corporateTeamRequired') {
        throw new Error(`${at}.guard.denied: not a shell notice`);
      }
      return {
        kind: 'tier',
        tier: value.tier as Tier,
        ...(value.denied ? { denied: value.denied } : {}),
      };
    }
    case 'admin': {
      const { signedOutTo, loadingLabel } = value;
      if (
        signedOutTo !== undefined &&
        (typeof signedOutTo !== 'string' || !PATH.test(signedOutTo))
      ) {
        throw new Error(`${at}.guard.signedOutTo: not a local path`);
      }
      if (loadingLabel !== undefined && loadingLabel !== 'guard.verifying') {
        throw new Error(`${at}.guard.loadingLabel: not a shell label`);
      }
      return {
        kind: 'admin',
        ...(signedOutTo ? { signedOutTo } : {}),
        ...(loadingLabel ? { loadingLabel } : {}),
      };
    }
    default:
      throw new Error(`${at}.guard.kind: not one of public, signed-in, tier, admin, area`);
  }
}

function labelsOf(value: unknown, at: string): Labels {
  if (!isRecord(value)) throw new Error(`${at}: not an object`);
  for (const language of LABEL_LANGUAGES) {
    const text = value[language];
    if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_LABEL) {
      throw new Error(`${at}.${language}: missing or too long`);
    }
  }
  const { en, fr, pt, sw } = value as Labels;
  return { en, fr, pt, sw };
}

function navOf(value: unknown, at: string): RouteNav {
  if (!isRecord(value) || typeof value.key !== 'string' || !KEY.test(value.key)) {
    throw new Error(`${at}.nav.key: invalid`);
  }
  if (!isOrder(value.header) || !isOrder(value.userMenu)) {
    throw new Error(`${at}.nav: header/userMenu must be integers`);
  }
  return {
    key: value.key,
    label: labelsOf(value.label, `${at}.nav.label`),
    ...(value.header !== undefined ? { header: value.header as number } : {}),
    ...(value.userMenu !== undefined ? { userMenu: value.userMenu as number } : {}),
  };
}

function routeOf(value: unknown, at: string): RouteData {
  if (!isRecord(value)) throw new Error(`${at}: not an object`);
  const { path, expose, readsDatabase, subRoutes, nav, prerender, visits } = value;
  const { readsPublicWhenSignedOut } = value;
  if (typeof path !== 'string' || !PATH.test(path)) throw new Error(`${at}.path: invalid`);
  if (typeof expose !== 'string' || !EXPOSE.test(expose)) throw new Error(`${at}.expose: invalid`);
  if (typeof readsDatabase !== 'boolean') throw new Error(`${at}.readsDatabase: not a boolean`);
  if (subRoutes !== undefined && subRoutes !== true) throw new Error(`${at}.subRoutes: not true`);
  if (readsPublicWhenSignedOut !== undefined && readsPublicWhenSignedOut !== true) {
    throw new Error(`${at}.readsPublicWhenSignedOut: not true`);
  }
  if (prerender !== undefined && prerender !== true) throw new Error(`${at}.prerender: not true`);
  if (
    visits !== undefined &&
    !(Array.isArray(visits) && visits.every((v) => typeof v === 'string' && v.startsWith('/')))
  ) {
    throw new Error(`${at}.visits: not a list of paths`);
  }
  return {
    path,
    expose,
    guard: guardOf(value.guard, at),
    readsDatabase,
    ...(readsPublicWhenSignedOut ? { readsPublicWhenSignedOut } : {}),
    ...(subRoutes ? { subRoutes } : {}),
    ...(nav !== undefined ? { nav: navOf(nav, at) } : {}),
    ...(prerender ? { prerender } : {}),
    ...(visits ? { visits: visits as string[] } : {}),
  };
}

/**
 * A remote's routes.json, checked: what a remote deployed alone sends is input like any other,
 * so a malformed file fails that remote alone (its section shows the unavailable panel) and can
 * never widen a guard. Throws naming the first problem.
 */
export function parseRouteData(body: unknown): RouteData[] {
  if (!Array.isArray(body) || body.length === 0 || body.length > MAX_ROUTES) {
    throw new Error(`routes: expected 1 to ${MAX_ROUTES} routes`);
  }
  const routes = body.map((route, i) => routeOf(route, `routes[${i}]`));
  const seen = new Set<string>();
  for (const { path } of routes) {
    if (seen.has(path)) throw new Error(`routes: ${path} declared twice`);
    seen.add(path);
  }
  return routes;
}

/** A label in `language` (`fr-CA` → fr), English when the language is not one of the four. */
export function labelIn(labels: Labels, language: string | undefined): string {
  const short = (language ?? 'en').slice(0, 2) as keyof Labels;
  return labels[short] ?? labels.en;
}
