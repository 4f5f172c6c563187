// The shared-auth rule itself, from its file: this runs before shared modules exist (see
// boot/early-start-plugin.ts), so it cannot come through the `@csan/shared-auth` singleton. It is
// a pure function, so a second copy of it cannot disagree with the singleton's.
import { areaFromHost } from '../../../shared-auth/src/area';
import { AREA_REMOTES, REMOTE_ROUTE_LIST } from '../routes/paths';
import { routeOfPath } from '../routes/route-match';

export type RemotePage = {
  remote: string;
  expose: string;
  /** Shown only after an access check (a guarded route, an area host): it may never render. */
  gated: boolean;
};

/** Which remote page the shell will render for this location, from the route tables; or null. */
export function pageOfLocation({
  host,
  pathname,
}: Pick<Location, 'host' | 'pathname'>): RemotePage | null {
  const area = areaFromHost(host);
  if (area) return { ...AREA_REMOTES[area], gated: true };
  // The page of a section that owns its sub-routes (`/admin/waitlist`) is the section's page.
  const route = routeOfPath(REMOTE_ROUTE_LIST, pathname);
  return route ? { remote: route.remote, expose: route.expose, gated: !!route.access } : null;
}
