import { describe, expect, it } from 'vitest';
import { paths, ROUTE_PATHS } from './paths';

describe('paths: links between pages', () => {
  it('names each page by its route path', () => {
    expect(paths.home()).toBe('/');
    expect(paths.membership()).toBe(ROUTE_PATHS.membership);
    expect(paths.admin()).toBe('/admin');
    expect(paths.mfaLockout()).toBe('/mfa-lockout');
  });

  it('checkout carries the tier, and the team size only when given', () => {
    expect(paths.checkout({ tier: 'Professional' })).toBe('/checkout?tier=Professional');
    expect(paths.checkout({ tier: 'Corporate', team: 8 })).toBe('/checkout?tier=Corporate&team=8');
    expect(paths.checkout({ tier: 'A&B' })).toBe('/checkout?tier=A%26B');
  });

  it('login names the page to return to, only when it is a safe local path', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login({ next: '/admin/waitlist' })).toBe('/login?next=%2Fadmin%2Fwaitlist');
    expect(paths.login({ next: '/' })).toBe('/login');
    expect(paths.login({ next: '//evil.example' })).toBe('/login');
    expect(paths.login({ next: null })).toBe('/login');
  });

  it('item pages sit under their section, the id encoded as one segment', () => {
    expect(paths.resource({ id: 'abc-123' })).toBe('/resources/abc-123');
    expect(paths.member({ id: 'a/b' })).toBe('/member-directory/a%2Fb');
    expect(paths.rdProject({ id: '7' })).toBe('/rd-projects/7');
  });

  it('query and fragment helpers leave out what is absent', () => {
    expect(paths.account()).toBe('/account');
    expect(paths.account({ action: 'change-password' })).toBe('/account?action=change-password');
    expect(paths.paymentCallback({ status: 'free', ref: 'sub 1' })).toBe(
      '/payment-callback?status=free&ref=sub+1',
    );
    expect(paths.pillars()).toBe('/pillars');
    expect(paths.pillars({ anchor: 'cb-irt' })).toBe('/pillars#cb-irt');
  });
});
