import '../../i18n';
import { paths } from '@csan/shared-auth/paths';
import { NotFoundPage } from '@csan/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { ProjectDetailPage } from './ProjectDetailPage';
import { RdProjectsList } from './RdProjectsList';

/**
 * `/rd-projects/*`: the shell renders this page (behind its guard) for /rd-projects and every
 * path under it; these routes, relative to /rd-projects, pick the list or one project.
 * Unknown paths show the portal's 404 page.
 */
export default function RdProjectsPage() {
  return (
    <Routes>
      <Route index element={<RdProjectsList />} />
      <Route path=":id" element={<ProjectDetailPage />} />
      <Route path="*" element={<NotFoundPage homePath={paths.home()} />} />
    </Routes>
  );
}
