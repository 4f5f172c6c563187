import { Navigate, Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../guards/RouteGuard';
import { Layout } from '../layout/Layout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { REDIRECTS, REMOTE_ROUTE_LIST, SHELL_PATHS } from './paths';
import { RemoteRoute } from './RemoteRoute';
import { LazyLoginPage, LazyMfaLockoutPage } from './shell-pages';

/** The main site: every route of the table inside the common layout, guarded per its access. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {REMOTE_ROUTE_LIST.map(({ path, remote, expose, access }) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteGuard access={access}>
                <RemoteRoute remote={remote} expose={expose} />
              </RouteGuard>
            }
          />
        ))}
        <Route path={SHELL_PATHS.login} element={<LazyLoginPage />} />
        <Route path={SHELL_PATHS.mfaLockout} element={<LazyMfaLockoutPage />} />
        {REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
