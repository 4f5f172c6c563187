import { ROUTE_PATHS } from '../../shared-auth/src/route-paths';
import { MAIN_ROUTES, pathsToVisit } from './route-data';

/**
 * Every route of the main site and the sub-routes remotes own under theirs (one page each), for
 * the journeys that open them all (every-route, accessibility): generated from the remotes' own
 * route data (route-data.ts), plus the shell's own pages.
 */
export const ROUTES: readonly string[] = [
  ...pathsToVisit(MAIN_ROUTES),
  ROUTE_PATHS.login,
  ROUTE_PATHS.mfaLockout,
];
