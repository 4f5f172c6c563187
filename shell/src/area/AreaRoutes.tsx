import type { Area } from '@csan/shared-auth';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { AREA_REMOTES } from '../routes/paths';
import { RemoteRoute } from '../routes/RemoteRoute';

/**
 * An area host (skillup., intel., tools.) shows its area remote instead of the main routes.
 * Gating by profile flags comes with the auth issue.
 */
export function AreaRoutes({ area }: { area: Area }) {
  const { remote, expose } = AREA_REMOTES[area];
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<RemoteRoute remote={remote} expose={expose} />} />
      </Route>
    </Routes>
  );
}
