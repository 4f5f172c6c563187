import { paths } from '@csan/shared-auth/paths';
import { NotFoundPage } from '@csan/shared-ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../guards/RouteGuard';
import { Layout } from '../layout/Layout';
import { REDIRECTS, REMOTE_ROUTE_LIST, SHELL_PATHS } from './paths';
import { RemoteRoute } from './RemoteRoute';
import { routePattern } from './route-match';
import { LazyLoginPage, LazyMfaLockoutPage } from './shell-pages';

/**
 * The main site: every route of the table inside the common layout, guarded per its access. A
 * page with sub-routes is mounted over every path under its own, so the same guard covers them
 * and the page's own `<Routes>` decides what each shows.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {REMOTE_ROUTE_LIST.map((route) => {
          const { path, remote, expose, access } = route;
          return (
            <Route
              key={path}
              path={routePattern(route)}
              element={
                <RouteGuard access={access}>
                  <RemoteRoute remote={remote} expose={expose} />
                </RouteGuard>
              }
            />
          );
        })}
        <Route path={SHELL_PATHS.login} element={<LazyLoginPage />} />
        <Route path={SHELL_PATHS.mfaLockout} element={<LazyMfaLockoutPage />} />
        {REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage homePath={paths.home()} />} />
      </Route>
    </Routes>
  );
}
