import { createFakeSupabase, provideTestClient } from '@csan/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewer } from '../guards/test-session';
import { renderShell } from '../test/render';
import { FIXTURE_ROUTES } from '../test/route-fixture';
import { AppRoutes } from './AppRoutes';
import { setRouteTable } from './route-table';

// The sign-in page loads supabase-js when it mounts; without a client it would swap its
// heading for the load-failed panel. A signed-out fake keeps these tests on the route table.
provideTestClient(createFakeSupabase().client);

const echoLoader = async (remote: string, expose: string) => ({
  default: () => <h1>{`${remote}/${expose}`}</h1>,
});

beforeEach(() => setViewer('signed-out'));

describe('AppRoutes', () => {
  it.each([
    ['/', 'public_site/HomePage'],
    ['/pillars', 'public_site/PillarsPage'],
    ['/checkout', 'membership_checkout/CheckoutPage'],
    ['/repository', 'library/ResourcesPage'],
    ['/corporate-team', 'member_area/CorporateTeamPage'],
    ['/analytics', 'admin_console/AnalyticsPage'],
  ])('%s loads exactly %s inside the layout', async (path, module) => {
    // An admin passes every guard, so this checks the table alone (guards: RouteGuard.test).
    setViewer({ isAdmin: true });
    renderShell(<AppRoutes />, { path, loader: echoLoader });
    expect(await screen.findByRole('heading', { level: 1, name: module })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the spec 404 for an unknown path and logs the path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell(<AppRoutes />, { path: '/nope/here', loader: echoLoader });
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), '/nope/here');
  });

  it('/auth goes to the sign-in page; the header offers only sign in to visitors', async () => {
    renderShell(<AppRoutes />, { path: '/auth', loader: echoLoader });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    // jsdom applies no media queries, so the desktop header area counts as hidden here.
    const banner = screen.getByRole('banner');
    const signIn = within(banner).getByRole('link', { name: 'Sign in', hidden: true });
    expect(signIn).toHaveAttribute('href', '/login');
  });

  it("mounts a page, guard and header link a remote declared (the shell's table is data)", async () => {
    const events = {
      remote: 'events',
      path: '/events',
      expose: 'EventsPage',
      guard: { kind: 'signed-in' },
      readsDatabase: false,
      nav: { key: 'events', header: 45, label: { en: 'Events', fr: 'É', pt: 'E', sw: 'M' } },
    } as const;
    setRouteTable({ routes: [...FIXTURE_ROUTES, events], missing: [] });
    setViewer({});
    renderShell(<AppRoutes />, { path: '/events', loader: echoLoader });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'events/EventsPage' }),
    ).toBeInTheDocument();
    const nav = within(screen.getByRole('banner')).getAllByRole('link', {
      name: 'Events',
      hidden: true,
    });
    expect(nav[0]).toHaveAttribute('href', '/events');
  });

  it('sends a visitor from a signed-in page of such a remote to /login', async () => {
    setRouteTable({
      routes: [
        ...FIXTURE_ROUTES,
        {
          remote: 'events',
          path: '/events',
          expose: 'EventsPage',
          guard: { kind: 'signed-in' },
          readsDatabase: false,
        },
      ],
      missing: [],
    });
    renderShell(<AppRoutes />, { path: '/events', loader: echoLoader });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the unavailable panel, not the 404, where a missing remote may answer; the rest works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const withoutLibrary = FIXTURE_ROUTES.filter((r) => r.remote !== 'library');
    setRouteTable({ routes: withoutLibrary, missing: ['library'] });
    const view = renderShell(<AppRoutes />, { path: '/resources/42', loader: echoLoader });
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    view.unmount();
    renderShell(<AppRoutes />, { path: '/about', loader: echoLoader });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'public_site/AboutPage' }),
    ).toBeInTheDocument();
  });
});
