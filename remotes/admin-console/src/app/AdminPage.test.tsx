import '@testing-library/jest-dom/vitest';
import { createFakeSupabase, provideTestClient, setViewer } from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../test/fake-answers';
import { fakeRpc } from '../test/fake-rpc';
import AdminPage from './AdminPage';

// The built tabs read the database: an empty one here (their own tests cover their data).
const fake = createFakeSupabase({ table: () => pageOf([], 0) });
Object.assign(fake.client, { rpc: fakeRpc(() => pageOf([], 0)).fn });
provideTestClient(() => fake.client);
setViewer({ id: 'admin-1', isAdmin: true, aal: 'aal2', verifiedFactor: true });

/** Tabs whose feature has not landed yet: their panel says it is being built. */
const BEING_BUILT = new Set<string>();
/** Panels whose heading spells out the tab's short label. */
const PANEL_HEADING: Record<string, string> = { Subs: 'Subscriptions' };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The dashboard as the shell mounts it: at /admin/*, every path below handled by the page. */
function openAdmin(url: string, language: 'en' | 'fr' = 'en') {
  return renderPage(AdminPage, { path: '/admin/*', url, showLocation: true, language });
}

const tabBar = () => screen.getByRole('navigation', { name: 'Admin sections' });
const currentTab = () =>
  within(tabBar())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the admin dashboard’s own routes under /admin', () => {
  it.each([
    ['/admin', 'Resources'],
    ['/admin/rd', 'R&D'],
    ['/admin/waitlist', 'Waitlist'],
    ['/admin/users', 'Users'],
    ['/admin/subscriptions', 'Subs'],
    ['/admin/revenue', 'Revenue'],
    ['/admin/pricing', 'Pricing'],
    ['/admin/discounts', 'Discounts'],
    ['/admin/intel', 'Intel'],
    ['/admin/newsletter', 'Newsletter'],
    ['/admin/audit', 'Audit'],
    ['/admin/errors', 'Errors'],
  ])('%s opens the %s tab: heading, current tab, its lazy panel and title', async (url, tab) => {
    await openAdmin(url);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(currentTab()).toEqual([tab]);
    expect(
      await screen.findByRole('heading', { level: 2, name: PANEL_HEADING[tab] ?? tab }),
    ).toBeVisible();
    if (BEING_BUILT.has(tab)) {
      expect(
        screen.getByText(`The ${tab} section is being built and will be available here soon.`),
      ).toBeVisible();
    }
    expect(document.title).toBe(`${tab} · Admin Dashboard | CSAN`);
  });

  it('lists the tabs in order, each linking to its own address', async () => {
    await openAdmin('/admin');
    const links = within(tabBar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Resources', '/admin'],
      ['R&D', '/admin/rd'],
      ['Waitlist', '/admin/waitlist'],
      ['Users', '/admin/users'],
      ['Subs', '/admin/subscriptions'],
      ['Revenue', '/admin/revenue'],
      ['Pricing', '/admin/pricing'],
      ['Discounts', '/admin/discounts'],
      ['Intel', '/admin/intel'],
      ['Mail', '/admin/mail'],
      ['Newsletter', '/admin/newsletter'],
      ['Audit', '/admin/audit'],
      ['Errors', '/admin/errors'],
    ]);
  });

  it('/admin/users/mfa-support is a page of the Users tab', async () => {
    await openAdmin('/admin/users/mfa-support');
    expect(currentTab()).toEqual(['Users']);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'MFA support requests' }),
    ).toBeVisible();
    expect(document.title).toBe('MFA support requests · Users · Admin Dashboard | CSAN');
  });

  it('a tab link moves to that tab’s address and panel', async () => {
    await openAdmin('/admin/waitlist');
    await userEvent.click(within(tabBar()).getByRole('link', { name: 'Users' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users');
    expect(await screen.findByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
    expect(currentTab()).toEqual(['Users']);
  });

  it('/admin/resources is the first tab, at /admin', async () => {
    await openAdmin('/admin/resources');
    expect(await screen.findByRole('heading', { level: 2, name: 'Resources' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it.each(['/admin/nope', '/admin/users/nope', '/admin/waitlist/1'])(
    '%s is the portal’s 404 page',
    async (url) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      await openAdmin(url);
      expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      expect(screen.getByText('Oops! Page not found')).toBeVisible();
      expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
      expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), url);
    },
  );

  it('speaks the reader’s language', async () => {
    await openAdmin('/admin/pricing', 'fr');
    const bar = screen.getByRole('navigation', { name: 'Sections d’administration' });
    expect(within(bar).getByRole('link', { current: 'page' })).toHaveTextContent('Tarifs');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tarifs' })).toBeVisible();
    expect(screen.getByText(/^Prix annuels par niveau, en pesewas/)).toBeVisible();
  });
});
