import { createFakeSupabase, provideTestClient } from '@csan/shared-auth/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../routes/AppRoutes';
import { renderShell } from '../test/render';
import { setViewer } from './test-session';

// The lockout page loads supabase-js for its support-request form; a fake keeps these tests on
// the redirect (and the test output free of the load-failed error).
provideTestClient(createFakeSupabase().client);

const loader = async (remote: string, expose: string) => ({
  default: () => <h1>{`${remote}/${expose}`}</h1>,
});

const lockedOut = { tier: 'Professional', mfaDeadline: '2020-01-01' };

describe('MFA lockout redirect', () => {
  it.each(['/', '/about', '/membership', '/rd-projects', '/resources'])(
    'sends a locked-out user from %s to /mfa-lockout',
    async (path) => {
      setViewer(lockedOut);
      renderShell(<AppRoutes />, { path, loader });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Account Access Restricted' }),
      ).toBeInTheDocument();
    },
  );

  it.each([
    ['/account', 'member_area/AccountPage'],
    ['/privacy', 'public_site/PrivacyPage'],
    ['/terms', 'public_site/TermsPage'],
  ])('leaves the skipped path %s alone', async (path, page) => {
    setViewer(lockedOut);
    renderShell(<AppRoutes />, { path, loader });
    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
  });

  it('does not lock out a user whose deadline passed but who has a verified factor', async () => {
    setViewer({ ...lockedOut, verifiedFactor: true, aal: 'aal2' });
    renderShell(<AppRoutes />, { path: '/about', loader });
    expect(
      await screen.findByRole('heading', { name: 'public_site/AboutPage' }),
    ).toBeInTheDocument();
  });

  it('holds a signed-in page until the access information arrived', () => {
    setViewer({ ...lockedOut, accessLoaded: false });
    renderShell(<AppRoutes />, { path: '/about', loader });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying access...');
    expect(screen.queryByRole('heading', { name: 'public_site/AboutPage' })).toBeNull();
  });
});
