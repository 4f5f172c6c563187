import { ROUTE_PATHS as P, paths } from '@csan/shared-auth/paths';
import type { RouteGuard } from '@csan/shared-auth/routes';

/**
 * Who may open a route, as the shell's guards check it (the remotes' `guard` without `public`
 * and `area`, which the guards do not see: a public page has no guard, an area's flag is the
 * area gate's). `signedOutTo` overrides where a signed-out visitor goes (analytics: /auth);
 * `loadingLabel` is a shell-namespace key shown while access is checked.
 */
export type RouteAccess = Exclude<RouteGuard, { kind: 'public' } | { kind: 'area' }>;

/*
 * The pages themselves are not listed here: each remote declares its own (`src/routes.ts`,
 * served as its routes.json) and the shell learns them at start-up (route-table.ts). What
 * stays here is what the shell itself answers.
 */

/** Pages the shell renders itself, on every host. */
export const SHELL_PATHS = { login: P.login, mfaLockout: P.mfaLockout } as const;

/** Old or alternate paths: `from` → `to`. */
export const REDIRECTS = [
  { from: P.repository, to: P.resources },
  // The analytics page sends signed-out visitors to /auth.
  { from: P.auth, to: SHELL_PATHS.login },
] as const;

/** The footer's links (the shell's chrome); labels are keys of the shell namespace. */
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
