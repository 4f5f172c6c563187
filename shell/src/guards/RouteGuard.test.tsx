import * as sharedAuth from '@csan/shared-auth';
import { createFakeSupabase } from '@csan/shared-auth/testing';
import { toaster } from '@csan/shared-ui';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../routes/AppRoutes';
import { renderShell } from '../test/render';
import { setViewer, type TestViewer } from './test-session';

// The sign-in page loads supabase-js when it mounts; without a client it would swap its
// heading for the load-failed panel. A signed-out fake keeps these tests on the route table.
vi.mock('../auth-pages/lib/client', () => ({
  supabaseClient: () => Promise.resolve(createFakeSupabase().client),
}));

const loaded: string[] = [];
const loader = async (remote: string, expose: string) => {
  loaded.push(`${remote}/${expose}`);
  return { default: () => <h1>{`${remote}/${expose}`}</h1> };
};

afterEach(() => {
  loaded.length = 0;
  toaster.remove();
  vi.restoreAllMocks();
});

async function visit(path: string, viewer: TestViewer) {
  setViewer(viewer);
  renderShell(<AppRoutes />, { path, loader });
}

const student: TestViewer = { tier: 'Student' };
const professional: TestViewer = { tier: 'Professional' };
const corporate: TestViewer = { tier: 'Corporate' };
const admin: TestViewer = { isAdmin: true };

describe('route guards', () => {
  it.each([
    ['/corporate-team', student, 'Corporate'],
    ['/corporate-team', professional, 'Corporate'],
    ['/rd-projects', student, 'Professional'],
    ['/rd-projects', 'signed-out' as const, 'Professional'],
  ])(
    '%s refuses a lower tier: toast and /membership, page never loaded',
    async (path, viewer, tier) => {
      await visit(path, viewer);
      expect(
        await screen.findByText(`This feature requires ${tier} membership or higher`),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'membership_checkout/MembershipPage' }),
      ).toBeInTheDocument();
      expect(loaded).toEqual(['membership_checkout/MembershipPage']);
    },
  );

  it.each([
    ['/corporate-team', corporate, 'member_area/CorporateTeamPage'],
    ['/corporate-team', admin, 'member_area/CorporateTeamPage'],
    ['/rd-projects', professional, 'member_area/RdProjectsPage'],
    ['/rd-projects', corporate, 'member_area/RdProjectsPage'],
    ['/admin', admin, 'admin_console/AdminPage'],
    ['/analytics', admin, 'admin_console/AnalyticsPage'],
    ['/account', student, 'member_area/AccountPage'],
    ['/member-directory', student, 'member_area/MemberDirectoryPage'],
  ])('%s opens for an allowed user', async (path, viewer, page) => {
    await visit(path, viewer);
    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it.each([
    ['/admin', corporate],
    ['/analytics', student],
  ])("%s refuses a member: 'Access Denied' toast and /", async (path, viewer) => {
    await visit(path, viewer);
    expect(
      await screen.findByText("Access Denied: You don't have admin privileges"),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'public_site/HomePage' }),
    ).toBeInTheDocument();
    expect(loaded).not.toContain('admin_console/AdminPage');
    expect(loaded).not.toContain('admin_console/AnalyticsPage');
  });

  it.each(['/admin', '/analytics', '/account', '/member-directory'])(
    '%s sends a signed-out visitor to the sign-in page without a toast',
    async (path) => {
      await visit(path, 'signed-out');
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      expect(screen.queryByTestId('toast')).toBeNull();
      expect(loaded).toEqual([]);
    },
  );

  it("shows 'Verifying access...' on /analytics while access loads, never the page", () => {
    setViewer({ isAdmin: true, accessLoaded: false });
    renderShell(<AppRoutes />, { path: '/analytics', loader });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying access...');
    expect(loaded).toEqual([]);
  });

  it('sends an aal1 session of a user with a verified factor to /login', async () => {
    await visit('/admin', { isAdmin: true, verifiedFactor: true, aal: 'aal1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(loaded).toEqual([]);
  });

  it('opens public routes to a signed-out visitor', async () => {
    await visit('/about', 'signed-out');
    expect(
      await screen.findByRole('heading', { name: 'public_site/AboutPage' }),
    ).toBeInTheDocument();
  });

  it('a reset link of a user with MFA: /account → the MFA step → back to /account, not /', async () => {
    // The recovery session is aal1 while a verified factor exists.
    await visit('/account', { tier: 'Student', verifiedFactor: true, aal: 'aal1' });
    expect(
      await screen.findByRole('heading', { name: 'Two-factor verification' }),
    ).toBeInTheDocument();
    expect(loaded).toEqual([]);
    // The code is verified: the session becomes aal2.
    act(() => setViewer({ tier: 'Student', verifiedFactor: true, aal: 'aal2' }));
    expect(
      await screen.findByRole('heading', { name: 'member_area/AccountPage' }),
    ).toBeInTheDocument();
  });

  it('a signed-out visitor who signs in comes back to the page that was refused', async () => {
    await visit('/member-directory', 'signed-out');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    act(() => setViewer({ tier: 'Student' }));
    expect(
      await screen.findByRole('heading', { name: 'member_area/MemberDirectoryPage' }),
    ).toBeInTheDocument();
  });
});

describe('route guards while the MFA facts are unknown (failed checks deny access)', () => {
  it.each(['/account', '/member-directory', '/rd-projects', '/admin'])(
    '%s waits while the read is retried, never showing the page',
    (path) => {
      setViewer({ tier: 'Corporate', isAdmin: true, mfaCheck: 'retrying' });
      renderShell(<AppRoutes />, { path, loader });
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(loaded).toEqual([]);
    },
  );

  it('denies with Retry once the retries ran out; Retry reads again', async () => {
    const retry = vi.spyOn(sharedAuth, 'refreshAccess').mockResolvedValue();
    await visit('/account', { tier: 'Student', mfaCheck: 'failed' });
    expect(await screen.findByText('We could not verify your access')).toBeInTheDocument();
    expect(loaded).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
    act(() => setViewer({ tier: 'Student' }));
    expect(
      await screen.findByRole('heading', { name: 'member_area/AccountPage' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/', 'public_site/HomePage'],
    ['/about', 'public_site/AboutPage'],
    ['/privacy', 'public_site/PrivacyPage'],
    ['/terms', 'public_site/TermsPage'],
  ])('never blocks the public page %s', async (path, page) => {
    await visit(path, { tier: 'Student', mfaCheck: 'failed' });
    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
  });
});
