import { describe, expect, it } from 'vitest';
import { pageOfLocation } from './page-of-location';

describe('pageOfLocation (what the early start preloads)', () => {
  it.each([
    ['localhost:8080', '/', { remote: 'public_site', expose: 'HomePage', gated: false }],
    ['csan.africa', '/about/', { remote: 'public_site', expose: 'AboutPage', gated: false }],
    [
      '127.0.0.1',
      '/checkout',
      { remote: 'membership_checkout', expose: 'CheckoutPage', gated: false },
    ],
    ['csan.africa', '/admin', { remote: 'admin_console', expose: 'AdminPage', gated: true }],
    ['csan.africa', '/account', { remote: 'member_area', expose: 'AccountPage', gated: true }],
    ['skillup.csan.localhost:8080', '/', { remote: 'skillup', expose: 'LandingPage', gated: true }],
    ['tools.csan.africa', '/', { remote: 'tools', expose: 'LandingPage', gated: true }],
    // An area remote's public page needs no area gate.
    ['intel.csan.africa', '/about', { remote: 'intel', expose: 'AboutPage', gated: false }],
  ])('%s%s → the page the route table renders there', (host, pathname, page) => {
    expect(pageOfLocation({ host, pathname })).toEqual(page);
  });

  it.each([
    ['/admin/waitlist', 'admin_console', 'AdminPage', true],
    ['/admin/users/mfa-support', 'admin_console', 'AdminPage', true],
    ['/admin/', 'admin_console', 'AdminPage', true],
    ['/Admin/Waitlist', 'admin_console', 'AdminPage', true],
    ['/resources/0b6f', 'library', 'ResourcesPage', false],
    ['/member-directory/42', 'member_area', 'MemberDirectoryPage', true],
    ['/rd-projects/7/', 'member_area', 'RdProjectsPage', true],
  ])(
    '%s is a sub-route: the page of its section, gated like it',
    (pathname, remote, expose, gated) => {
      expect(pageOfLocation({ host: 'csan.africa', pathname })).toEqual({ remote, expose, gated });
    },
  );

  it("answers an area host with its own remote's routes only", () => {
    expect(pageOfLocation({ host: 'skillup.csan.africa', pathname: '/anything' })).toBeNull();
    expect(pageOfLocation({ host: 'skillup.csan.africa', pathname: '/resources' })).toBeNull();
    expect(pageOfLocation({ host: 'csan.africa', pathname: '/' })?.remote).toBe('public_site');
  });

  it('is null where the shell renders a page of its own or the 404', () => {
    for (const pathname of [
      '/login',
      '/mfa-lockout',
      '/nope',
      '/repository',
      // Pages without sub-routes answer their own path only.
      '/corporate-team/x',
      '/analytics/x',
      '/about/team',
      // A longer word is not a sub-path.
      '/administrator',
      '/resourcesx',
    ]) {
      expect(pageOfLocation({ host: 'localhost', pathname })).toBeNull();
    }
  });
});
