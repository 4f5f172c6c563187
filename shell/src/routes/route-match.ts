type RouteShape = { path: string; subRoutes?: true };

/** Where React Router mounts a route: a page with sub-routes takes every path under its own. */
export function routePattern({ path, subRoutes }: RouteShape): string {
  return subRoutes ? `${path}/*` : path;
}

/** A pathname as React Router compares it: trailing slashes ignored, letter case too. */
function comparable(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}

/**
 * The route of `routes` that React Router renders at `pathname` (the same matching, for code
 * that runs before the router exists): its exact path, or any path under a `subRoutes` page.
 */
export function routeOfPath<Route extends RouteShape>(
  routes: readonly Route[],
  pathname: string,
): Route | null {
  const path = comparable(pathname);
  return (
    routes.find((route) => {
      const base = comparable(route.path);
      return path === base || (route.subRoutes === true && path.startsWith(`${base}/`));
    }) ?? null
  );
}
