import { describe, expect, it } from 'vitest';
import { routeOfPath, routePattern } from './route-match';

const ROUTES = [
  { path: '/', name: 'home' },
  { path: '/about', name: 'about' },
  { path: '/admin', name: 'admin', subRoutes: true as const },
];

const nameAt = (pathname: string) => routeOfPath(ROUTES, pathname)?.name ?? null;

describe('routePattern', () => {
  it('mounts a page with sub-routes over every path under its own', () => {
    expect(routePattern({ path: '/admin', subRoutes: true })).toBe('/admin/*');
    expect(routePattern({ path: '/about' })).toBe('/about');
  });
});

describe('routeOfPath (React Router’s matching, before the router exists)', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/about/', 'about'],
    ['/ABOUT', 'about'],
    ['/admin', 'admin'],
    ['/admin/', 'admin'],
    ['/admin/waitlist', 'admin'],
    ['/admin/users/mfa-support', 'admin'],
  ])('%s → %s', (pathname, name) => {
    expect(nameAt(pathname)).toBe(name);
  });

  it.each(['/about/team', '/admins', '/adminx/waitlist', '/nope', '//admin'])(
    '%s → no route',
    (pathname) => {
      expect(nameAt(pathname)).toBeNull();
    },
  );
});
