import { useSession } from '@csan/shared-auth';
import { initI18n, UiProvider } from '@csan/shared-ui';
import type { Session, User } from '@supabase/supabase-js';
import { render } from '@testing-library/react';
import { type ComponentType, StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

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

/** Renders a page at `url` under StrictMode (effects run twice, as in development). */
export async function renderPage(Page: ComponentType, path: string) {
  const i18n = initI18n();
  await i18n.changeLanguage('en');
  return render(
    <StrictMode>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={<Page />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </StrictMode>,
  );
}
