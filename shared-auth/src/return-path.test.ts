import { describe, expect, it } from 'vitest';
import { loginPathTo, safeReturnPath } from './return-path';

describe('safeReturnPath: only paths of this site (never an open redirect)', () => {
  it.each([
    ['/account', '/account'],
    ['/account?action=change-password', '/account?action=change-password'],
    ['/pillars#ets', '/pillars#ets'],
    ['/', '/'],
    ['/member-directory/', '/member-directory/'],
    ['/a/../account', '/account'],
  ])('keeps %s', (raw, path) => {
    expect(safeReturnPath(raw)).toBe(path);
  });

  it.each([
    null,
    undefined,
    '',
    'account',
    'https://evil.example/account',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    ' /account',
    '/login',
    '/login?next=/account',
    '/login/',
    '/auth',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('loginPathTo', () => {
  it('carries a safe path in ?next=', () => {
    expect(loginPathTo('/account')).toBe('/login?next=%2Faccount');
    expect(loginPathTo('/account?action=change-password')).toBe(
      '/login?next=%2Faccount%3Faction%3Dchange-password',
    );
  });

  it('is plain /login for home, nothing or an unsafe value', () => {
    expect(loginPathTo('/')).toBe('/login');
    expect(loginPathTo(null)).toBe('/login');
    expect(loginPathTo('https://evil.example')).toBe('/login');
  });

  it('round-trips through the query string', () => {
    const next = new URL(loginPathTo('/rd-projects?page=2'), 'http://x').searchParams.get('next');
    expect(safeReturnPath(next)).toBe('/rd-projects?page=2');
  });
});
