import { AREA_REMOTES, type Area } from '@csan/remotes';
import type { RouteData } from '@csan/shared-auth/routes';
import type { RouteAccess } from './paths';
import { REDIRECTS, SHELL_PATHS } from './paths';

/** A route as the shell mounts it: the remote's own data plus which remote declared it. */
export type LiveRoute = RouteData & { remote: string };

/**
 * What the shell knows of the remotes' routes, learnt at start-up from each remote's
 * routes.json (federation/route-loader.ts): `missing` names the remotes whose routes it could
 * not read (absent from /config.json, a dead URL, an invalid file). Their paths are unknown, so
 * a path no route answers shows the unavailable panel rather than the 404 while one is missing.
 */
export type RouteTable = { routes: readonly LiveRoute[]; missing: readonly string[] };

let table: RouteTable = { routes: [], missing: [] };
const listeners = new Set<() => void>();

export function getRouteTable(): RouteTable {
  return table;
}

/** Set once by the boot sequence (before the first render) and by the prerender. */
export function setRouteTable(next: RouteTable): void {
  table = next;
  for (const listener of listeners) listener();
}

export function subscribeRouteTable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The area's remote (registry), or undefined for a remote of the main site. */
const AREA_OF_REMOTE: ReadonlyMap<string, Area> = new Map(
  AREA_REMOTES.map((r) => [r.name, r.area]),
);

/** Paths the shell answers itself: a remote cannot take them over. */
const SHELL_OWNED: ReadonlySet<string> = new Set([
  ...Object.values(SHELL_PATHS),
  ...REDIRECTS.map((r) => r.from),
]);

export type HostRoutes = {
  routes: readonly LiveRoute[];
  /** A remote serving this host whose routes could not be read. */
  missing: boolean;
};

/**
 * The routes a host answers: an area host (`area`) those of its area remote, the main site
 * every other remote's (an `area` guard means nothing there and is left out). A path declared
 * twice goes to the remote listed first in /config.json; the shell's own paths win over both.
 */
export function routesForHost({ routes, missing }: RouteTable, area: Area | null): HostRoutes {
  const onHost = (remote: string) => (AREA_OF_REMOTE.get(remote) ?? null) === area;
  const taken = new Set(SHELL_OWNED);
  const chosen: LiveRoute[] = [];
  for (const route of routes) {
    if (!onHost(route.remote) || taken.has(route.path)) continue;
    if (!area && route.guard.kind === 'area') continue;
    taken.add(route.path);
    chosen.push(route);
  }
  return { routes: chosen, missing: missing.some(onHost) };
}

/** The shell's access rule for a route's guard (none for a public page or an area's flag). */
export function accessOf(route: Pick<RouteData, 'guard'>): RouteAccess | undefined {
  const { guard } = route;
  return guard.kind === 'public' || guard.kind === 'area' ? undefined : guard;
}

/** Whether a remote's page may touch Supabase (unknown pages: assume it may). */
export function readsDatabase(remote: string, expose: string): boolean {
  const route = table.routes.find((r) => r.remote === remote && r.expose === expose);
  return route?.readsDatabase ?? true;
}

/** Whether a page reads only public rows, without supabase-js, for a signed-out visitor. */
export function readsPublicWhenSignedOut(remote: string, expose: string): boolean {
  const route = table.routes.find((r) => r.remote === remote && r.expose === expose);
  return route?.readsPublicWhenSignedOut === true;
}
