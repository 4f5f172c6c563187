import { createFakeSupabase, provideTestClient } from '@csan/shared-auth/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewer, type TestViewer } from '../guards/test-session';
import { SiteBaseContext } from '../layout/site-base';
import { renderShell } from '../test/render';
import { AreaRoutes } from './AreaRoutes';

// The sign-in page loads supabase-js when it mounts; without a client it would swap its
// heading for the load-failed panel. A signed-out fake keeps these tests on the route table.
provideTestClient(createFakeSupabase().client);

const loaded: string[] = [];
const loader = async (remote: string, expose: string) => {
  loaded.push(`${remote}/${expose}`);
  return { default: () => <h1>{`${remote}/${expose}`}</h1> };
};

function visit(area: 'learning' | 'certification' | 'tools', viewer: TestViewer, path = '/') {
  loaded.length = 0;
  setViewer(viewer);
  return renderShell(
    <SiteBaseContext.Provider value="http://localhost:8080">
      <AreaRoutes area={area} />
    </SiteBaseContext.Provider>,
    { path, loader },
  );
}

const state = () => screen.getByTestId('area-access').getAttribute('data-state');

describe('area gate', () => {
  it.each([
    ['learning', { is_lms_active: true }, 'skillup/LandingPage'],
    ['tools', { has_premium_tool_access: true }, 'tools/LandingPage'],
  ] as const)('%s opens its remote for a user with the flag', async (area, flags, page) => {
    visit(area, { flags });
    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
  });

  it('opens the certification area to a partner with a verified factor at aal2', async () => {
    visit('certification', { flags: { is_cert_partner: true }, verifiedFactor: true, aal: 'aal2' });
    expect(await screen.findByRole('heading', { name: 'intel/LandingPage' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in on this host', () => {
    visit('learning', 'signed-out');
    expect(state()).toBe('signed-out');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(loaded).toEqual([]);
  });

  it.each([
    ['learning', { has_premium_tool_access: true, is_cert_partner: true }],
    ['tools', { is_lms_active: true }],
    ['certification', { is_lms_active: true }],
  ] as const)('refuses %s without its flag and says to ask an admin', (area, flags) => {
    visit(area, { flags, verifiedFactor: false });
    expect(state()).toBe('denied');
    expect(screen.getByText(/You can ask for it below/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the main site' })).toHaveAttribute(
      'href',
      'http://localhost:8080',
    );
    expect(loaded).toEqual([]);
  });

  it('tells a partner without MFA to enable it on the main site', () => {
    visit('certification', { flags: { is_cert_partner: true } });
    expect(state()).toBe('needs-mfa');
    expect(screen.getByRole('link', { name: 'Enable MFA on the main site' })).toHaveAttribute(
      'href',
      'http://localhost:8080/account',
    );
    expect(loaded).toEqual([]);
  });

  it('sends a partner whose session still owes the MFA step to this host /login', async () => {
    visit('certification', { flags: { is_cert_partner: true }, verifiedFactor: true, aal: 'aal1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(loaded).toEqual([]);
  });

  it('has its own /login route', async () => {
    visit('tools', 'signed-out', '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  const partnerAtAal2 = {
    flags: { is_cert_partner: true },
    verifiedFactor: true,
    aal: 'aal2' as const,
  };

  it('waits while MFA facts that failed to load are read again', () => {
    visit('certification', { ...partnerAtAal2, mfaCheck: 'retrying' });
    expect(screen.getAllByRole('status')[0]).toBeInTheDocument();
    expect(loaded).toEqual([]);
  });

  it('denies with a Retry once the MFA facts could not be read', () => {
    visit('certification', { ...partnerAtAal2, mfaCheck: 'failed' });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTestId('area-access')).toBeNull();
    expect(loaded).toEqual([]);
  });

  it('shows a loading state while access is checked', () => {
    visit('tools', { flags: { has_premium_tool_access: true }, accessLoaded: false });
    expect(screen.getAllByRole('status')[0]).toBeInTheDocument();
    expect(loaded).toEqual([]);
  });
});
