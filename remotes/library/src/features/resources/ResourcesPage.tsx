import '../../i18n';
import { paths } from '@csan/shared-auth/paths';
import { NotFoundPage } from '@csan/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { ResourceDetail } from './ResourceDetail';
import { ResourceLibrary } from './ResourceLibrary';

/**
 * `/resources/*`: the shell renders this page for /resources and every path under it; these
 * routes, relative to /resources, pick the library or one resource. Unknown paths show the
 * portal's 404 page.
 */
export default function ResourcesPage() {
  return (
    <Routes>
      <Route index element={<ResourceLibrary />} />
      <Route path=":id" element={<ResourceDetail />} />
      <Route path="*" element={<NotFoundPage homePath={paths.home()} />} />
    </Routes>
  );
}
