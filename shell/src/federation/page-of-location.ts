// The shared-auth rule itself, from its file: this runs before shared modules exist (see
// boot/early-start-plugin.ts), so it cannot come through the `@csan/shared-auth` singleton. It is
// a pure function, so a second copy of it cannot disagree with the singleton's.
import { areaFromHost } from '../../../shared-auth/src/area';
import { routeOfPath } from '../routes/route-match';
import { getRouteTable, type LiveRoute, routesForHost } from '../routes/route-table';

export type RemotePage = {
  remote: string;
  expose: string;
  /** Shown only after an access check (a guarded route, an area host): it may never render. */
  gated: boolean;
};

/**
 * Which page of `routes` the shell will render for this location, or null. On an area host
 * every page but a public one waits for the area gate.
 */
export function pageOfRoutes(
  routes: readonly LiveRoute[],
  { host, pathname }: Pick<Location, 'host' | 'pathname'>,
): RemotePage | null {
  const area = areaFromHost(host);
  const onHost = routesForHost({ routes, missing: [] }, area).routes;
  // The page of a section that owns its sub-routes (`/admin/waitlist`) is the section's page.
  const route = routeOfPath(onHost, pathname);
  if (!route) return null;
  return { remote: route.remote, expose: route.expose, gated: route.guard.kind !== 'public' };
}

/** Which remote page the shell will render for this location, from the route table; or null. */
export function pageOfLocation(location: Pick<Location, 'host' | 'pathname'>): RemotePage | null {
  return pageOfRoutes(getRouteTable().routes, location);
}
