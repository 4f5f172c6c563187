import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RouteGuard } from '../guards/RouteGuard';
import { Layout } from '../layout/Layout';
import { REDIRECTS, SHELL_PATHS } from './paths';
import { RemoteRoute } from './RemoteRoute';
import { routePattern } from './route-match';
import { accessOf, routesForHost } from './route-table';
import { LazyLoginPage, LazyMfaLockoutPage } from './shell-pages';
import { UnknownPath } from './UnknownPath';
import { useRouteTable } from './use-route-table';

/**
 * The main site: every route the remotes declared (route-table.ts) inside the common layout,
 * guarded per its access. A page with sub-routes is mounted over every path under its own, so
 * the same guard covers them and the page's own `<Routes>` decides what each shows.
 */
export function AppRoutes() {
  const { routes, missing } = routesForHost(useRouteTable(), null);
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map((route) => (
          <Route
            key={route.path}
            path={routePattern(route)}
            element={
              <RouteGuard access={accessOf(route)}>
                <RemoteRoute remote={route.remote} expose={route.expose} />
              </RouteGuard>
            }
          />
        ))}
        <Route path={SHELL_PATHS.login} element={<LazyLoginPage />} />
        <Route path={SHELL_PATHS.mfaLockout} element={<LazyMfaLockoutPage />} />
        {REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} element={<RedirectKeepingQuery to={to} />} />
        ))}
        <Route path="*" element={<UnknownPath remoteMissing={missing} />} />
      </Route>
    </Routes>
  );
}

/** An old or alternate path goes to its new one with its query and fragment (`/auth?next=`). */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
