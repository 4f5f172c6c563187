import { toaster } from '@csan/shared-ui';
import { Toaster } from '@csan/shared-ui/forms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewer, type TestViewer } from '../guards/test-session';
import { renderShell } from '../test/render';
import { UserArea } from './UserArea';

// jsdom has no ResizeObserver; Chakra's menu positioning (zag) observes the trigger's size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const signOut = vi.fn<() => Promise<{ error: { message: string } | null }>>();

vi.mock('@csan/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@csan/shared-auth')>()),
  loadSupabase: async () => ({ auth: { signOut } }),
}));

afterEach(() => {
  toaster.remove();
  signOut.mockReset();
});

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderMenu(viewer: TestViewer, path = '/about') {
  setViewer(viewer);
  return renderShell(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <UserArea />
            <Where />
            <Toaster />
          </>
        }
      />
    </Routes>,
    { path },
  );
}

async function openMenu(name: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return user;
}

/** Chooses Log out with the keyboard (zag selects on real pointer events jsdom lacks). */
async function logOutByKeyboard() {
  const user = userEvent.setup();
  (await screen.findByRole('button', { name: /Account menu of Ama/ })).focus();
  await user.keyboard('{Enter}');
  await menuHasFocus();
  await user.keyboard('{End}{Enter}');
}

/**
 * zag moves focus into the open menu a frame after its items render; keys pressed before that
 * reach the trigger (Enter closes the menu again), so wait for the focus, not for the items.
 */
async function menuHasFocus() {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
}

const items = async () => (await screen.findAllByRole('menuitem')).map((item) => item.textContent);

describe('signed-in user menu', () => {
  it.each([
    ['student', { tier: 'Student' }, []],
    ['professional', { tier: 'Professional' }, ['R&D Projects']],
    ['corporate', { tier: 'Corporate' }, ['Corporate Team', 'R&D Projects']],
    ['admin', { isAdmin: true }, ['Corporate Team', 'R&D Projects', 'Admin', 'Analytics']],
  ])('%s sees the items of that role', async (_who, viewer, extra) => {
    setViewer({ ...viewer, fullName: 'Ama Mensah' });
    renderShell(<UserArea />);
    await openMenu(/Account menu of Ama Mensah/);
    expect(await items()).toEqual([
      'My Account',
      'Membership',
      'Member Directory',
      ...extra,
      'Log out',
    ]);
  });

  it('shows the initial of full_name, else of the e-mail', async () => {
    setViewer({ fullName: 'kofi Boateng', email: 'x@csan.test' });
    const first = renderShell(<UserArea />);
    expect(await screen.findByRole('button', { name: /kofi Boateng/ })).toHaveTextContent('K');
    first.unmount();
    setViewer({ fullName: null, email: 'zainab@csan.test' });
    renderShell(<UserArea />);
    expect(await screen.findByRole('button', { name: /zainab@csan.test/ })).toHaveTextContent('Z');
  });

  it('a chosen item navigates there, by keyboard', async () => {
    renderMenu({ tier: 'Corporate', fullName: 'Ama' });
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: /Account menu of Ama/ })).focus();
    await user.keyboard('{Enter}');
    await menuHasFocus();
    // My Account, Membership, Member Directory, Corporate Team.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/corporate-team'));
  });

  it("logs out: session ends, back to / and 'Logged out successfully'", async () => {
    signOut.mockResolvedValue({ error: null });
    renderMenu({ tier: 'Student', fullName: 'Ama' });
    await logOutByKeyboard();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it('shows the error message when log out fails, else Failed to log out', async () => {
    signOut.mockResolvedValueOnce({ error: { message: 'Network down' } });
    signOut.mockRejectedValueOnce('???');
    renderMenu({ tier: 'Student', fullName: 'Ama' });
    await logOutByKeyboard();
    expect(await screen.findByText('Network down')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/about');
    await logOutByKeyboard();
    expect(await screen.findByText('Failed to log out')).toBeInTheDocument();
  });

  it('lists the same choices in the side panel', async () => {
    setViewer({ isAdmin: true, fullName: 'Ama' });
    renderShell(<UserArea variant="list" />);
    const links = (await screen.findAllByRole('link')).map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/account',
      '/membership',
      '/member-directory',
      '/corporate-team',
      '/rd-projects',
      '/admin',
      '/analytics',
    ]);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows visitors only the sign-in button', () => {
    setViewer('signed-out');
    renderShell(<UserArea />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('while a stored session is checked, holds the avatar’s place and never offers Sign in', async () => {
    setViewer('loading');
    renderShell(<UserArea />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByTestId('user-area-pending')).toHaveAttribute('aria-hidden', 'true');
    setViewer({ fullName: 'Ama Mensah' });
    expect(await screen.findByRole('button', { name: /Ama Mensah/ })).toBeInTheDocument();
    expect(screen.queryByTestId('user-area-pending')).toBeNull();
  });

  it('marks the visitor’s Sign in, which a prerendered copy shown to a member hides', () => {
    setViewer('signed-out');
    renderShell(<UserArea />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('data-signed-out-only');
  });
});
