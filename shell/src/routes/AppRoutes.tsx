import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { LoginPage } from '../pages/LoginPage';
import { MfaLockoutPage } from '../pages/MfaLockoutPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { REDIRECTS, REMOTE_ROUTES, SHELL_PATHS } from './paths';
import { RemoteRoute } from './RemoteRoute';

/** The main site: every route of the table inside the common layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {Object.values(REMOTE_ROUTES).map(({ path, remote, expose }) => (
          <Route key={path} path={path} element={<RemoteRoute remote={remote} expose={expose} />} />
        ))}
        <Route path={SHELL_PATHS.login} element={<LoginPage />} />
        <Route path={SHELL_PATHS.mfaLockout} element={<MfaLockoutPage />} />
        {REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
