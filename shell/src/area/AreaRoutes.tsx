import type { Area } from '@csan/shared-auth';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../guards/RouteGuard';
import { Layout } from '../layout/Layout';
import { SHELL_PATHS } from '../routes/paths';
import { RemoteRoute } from '../routes/RemoteRoute';
import { routePattern } from '../routes/route-match';
import { accessOf, routesForHost } from '../routes/route-table';
import { LazyLoginPage, LazyMfaLockoutPage } from '../routes/shell-pages';
import { UnknownPath } from '../routes/UnknownPath';
import { useRouteTable } from '../routes/use-route-table';
import { AreaGate } from './AreaGate';

/**
 * An area host (skillup., intel., tools.): the area remote owns every route of it (its own
 * routes.json: pages, sub-routes, guards, nav). The shell adds its /login and /mfa-lockout,
 * renders the chrome, and puts every page that is not `public` behind the area gate (the host's
 * profile flag, and aal2 for intel) before the page's own guard.
 */
export function AreaRoutes({ area }: { area: Area }) {
  const { routes, missing } = routesForHost(useRouteTable(), area);
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={SHELL_PATHS.login} element={<LazyLoginPage />} />
        <Route path={SHELL_PATHS.mfaLockout} element={<LazyMfaLockoutPage />} />
        {routes.map((route) => {
          const page = (
            <RouteGuard access={accessOf(route)}>
              <RemoteRoute remote={route.remote} expose={route.expose} />
            </RouteGuard>
          );
          return (
            <Route
              key={route.path}
              path={routePattern(route)}
              element={
                route.guard.kind === 'public' ? page : <AreaGate area={area}>{page}</AreaGate>
              }
            />
          );
        })}
        <Route path="*" element={<UnknownPath remoteMissing={missing} />} />
      </Route>
    </Routes>
  );
}
