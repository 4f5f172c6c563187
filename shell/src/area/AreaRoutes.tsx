import type { Area } from '@csan/shared-auth';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { SHELL_PATHS } from '../routes/paths';
import { LazyLoginPage, LazyMfaLockoutPage } from '../routes/shell-pages';
import { AreaGate } from './AreaGate';

/**
 * An area host (skillup., intel., tools.) shows its gated area instead of the main routes.
 * Each subdomain keeps its own session (localStorage is per origin), so it has its own /login;
 * /mfa-lockout is where the lockout check sends a locked-out user here too.
 */
export function AreaRoutes({ area }: { area: Area }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={SHELL_PATHS.login} element={<LazyLoginPage />} />
        <Route path={SHELL_PATHS.mfaLockout} element={<LazyMfaLockoutPage />} />
        <Route path="*" element={<AreaGate area={area} />} />
      </Route>
    </Routes>
  );
}
