import { useSession } from '@csan/shared-auth';
import { initI18n, UiProvider } from '@csan/shared-ui';
import type { User } from '@supabase/supabase-js';
import { render } from '@testing-library/react';
import { type ComponentType, StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the page navigated to, so tests can assert redirects. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Puts a signed-in (or signed-out) viewer, with loaded access, in the shared session store. */
export function signIn(userId: string | null, { admin = false } = {}) {
  const access = {
    loaded: true,
    profile: null,
    isAdmin: admin,
    verifiedFactorId: null,
    mfaDeadline: null,
  };
  useSession.setState(
    userId
      ? { status: 'signed-in', session: null, user: { id: userId } as User, aal: 'aal1', access }
      : { status: 'signed-out', session: null, user: null, aal: null, access },
  );
}

/** Renders a page at `url` under StrictMode (effects run twice, as in development). */
export async function renderPage(Page: ComponentType, path: string, url: string) {
  const i18n = initI18n();
  await i18n.changeLanguage('en');
  return render(
    <StrictMode>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={<Page />} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </StrictMode>,
  );
}
