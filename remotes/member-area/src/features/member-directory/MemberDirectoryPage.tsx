import '../../i18n';
import { paths } from '@csan/shared-auth/paths';
import { NotFoundPage } from '@csan/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { MemberDirectoryList } from './MemberDirectoryList';
import { MemberProfilePage } from './MemberProfilePage';

/**
 * `/member-directory/*`: the shell renders this page (behind its guard) for /member-directory
 * and every path under it; these routes, relative to /member-directory, pick the list or one
 * member. Unknown paths show the portal's 404 page.
 */
export default function MemberDirectoryPage() {
  return (
    <Routes>
      <Route index element={<MemberDirectoryList />} />
      <Route path=":id" element={<MemberProfilePage />} />
      <Route path="*" element={<NotFoundPage homePath={paths.home()} />} />
    </Routes>
  );
}
