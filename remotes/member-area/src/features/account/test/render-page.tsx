import { useSession } from '@csan/shared-auth';
import { initI18n, UiProvider } from '@csan/shared-ui';
import { Toaster } from '@csan/shared-ui/forms';
import type { Session, User } from '@supabase/supabase-js';
import { render } from '@testing-library/react';
import { type ComponentType, StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** A JWT-shaped token whose payload carries `claims` (the signature is never checked here). */
export function tokenWith(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

/** Puts a signed-in member in the shared session store. */
export function signIn(user: Partial<User> & { id: string }, accessToken = tokenWith({})) {
  useSession.setState({
    status: 'signed-in',
    session: { access_token: accessToken, user } as Session,
    user: user as User,
  });
}

/** Where the page navigated to (path and query), for tests that follow a navigation. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders a page under `path` at `url` (default: `path`) under StrictMode (effects run twice,
 * as in development); `toasts` adds a toaster so toasts can be read on screen. Every other
 * path shows where the page navigated to.
 */
export async function renderPage(
  Page: ComponentType,
  path: string,
  { url = path, toasts = false }: { url?: string; toasts?: boolean } = {},
) {
  const i18n = initI18n();
  await i18n.changeLanguage('en');
  return render(
    <StrictMode>
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path={path}
              element={
                <>
                  <Page />
                  <Location />
                </>
              }
            />
            <Route path="*" element={<Location />} />
          </Routes>
        </MemoryRouter>
        {toasts ? <Toaster /> : null}
      </UiProvider>
    </StrictMode>,
  );
}
