import '../i18n';
import { NotFoundPage } from '@csan/shared-ui';
import { Route, Routes, useParams } from 'react-router-dom';
import { AdvisoryDetailPage } from '../features/advisory-detail/AdvisoryDetailPage';
import { AdvisoryEditorPage } from '../features/advisory-editor/AdvisoryEditorPage';
import AdvisoryListPage from '../features/advisory-list/AdvisoryListPage';
import { intelPaths } from '../lib/paths';

function Detail() {
  const { id = '' } = useParams();
  return <AdvisoryDetailPage key={id} id={id} />;
}

function Edit() {
  const { id = '' } = useParams();
  return <AdvisoryEditorPage key={id} id={id} />;
}

/**
 * `/advisories/*` on intel.: the shell renders this page (behind the area gate) for every path
 * under /advisories; these routes pick the writing form or one advisory (bare /advisories is
 * the list, as `/`).
 */
export default function AdvisoriesPage() {
  return (
    <Routes>
      <Route index element={<AdvisoryListPage />} />
      <Route path="new" element={<AdvisoryEditorPage />} />
      <Route path=":id" element={<Detail />} />
      <Route path=":id/edit" element={<Edit />} />
      <Route path="*" element={<NotFoundPage homePath={intelPaths.list()} />} />
    </Routes>
  );
}
