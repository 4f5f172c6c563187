import { UiProvider } from '@csan/shared-ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import '../i18n';

/** Shows where the page navigated to, so tests can assert redirects. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

/** Renders auth UI at `url` under `path`, with the shell's providers; other paths show where. */
export function renderAt(ui: ReactElement, path: string, url = path) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}
