import '../i18n';
import { NotFoundPage } from '@csan/shared-ui';
import { Route, Routes, useParams } from 'react-router-dom';
import { ProtocolEditorPage } from '../features/protocols/ProtocolEditorPage';
import ProtocolLibraryPage from '../features/protocols/ProtocolsPage';
import { intelPaths } from '../lib/paths';

function Edit() {
  const { id = '' } = useParams();
  return <ProtocolEditorPage key={id} id={id} />;
}

/**
 * `/protocols/*` on intel.: the library (`/protocols`) and the analysts' form to write a
 * playbook (`/protocols/new`) or change one (`/protocols/<id>/edit`).
 */
export default function ProtocolsPage() {
  return (
    <Routes>
      <Route index element={<ProtocolLibraryPage />} />
      <Route path="new" element={<ProtocolEditorPage />} />
      <Route path=":id/edit" element={<Edit />} />
      <Route path="*" element={<NotFoundPage homePath={intelPaths.protocols()} />} />
    </Routes>
  );
}
