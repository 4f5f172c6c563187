import { describe, expect, it } from 'vitest';
import { accessOf } from '../routes/route-table';
import { fixtureRoute } from '../test/route-fixture';
import { decideAccess, type GuardView } from './decide';

const visitor: GuardView = {
  loading: false,
  status: 'signed-out',
  tier: null,
  isAdmin: false,
  needsMfaStep: false,
  mfaCheck: 'ok',
};
const member = (tier: GuardView['tier']): GuardView => ({ ...visitor, status: 'signed-in', tier });
const admin: GuardView = { ...member(null), isAdmin: true };

// Each route's access as the shell derives it from the remote's guard.
const at = (remote: string, path: string) => ({ access: accessOf(fixtureRoute(remote, path)) });
const R = {
  home: at('public_site', '/'),
  membership: at('membership_checkout', '/membership'),
  account: at('member_area', '/account'),
  memberDirectory: at('member_area', '/member-directory'),
  corporateTeam: at('member_area', '/corporate-team'),
  rdProjects: at('member_area', '/rd-projects'),
  admin: at('admin_console', '/admin'),
  analytics: at('admin_console', '/analytics'),
};
const tierDenied = (tier: string) => ({
  kind: 'redirect',
  to: '/membership',
  notice: { key: 'guard.tierRequired', tier },
});
const teamDenied = {
  kind: 'redirect',
  to: '/membership',
  notice: { key: 'guard.corporateTeamRequired' },
};
const adminDenied = { kind: 'redirect', to: '/', notice: { key: 'guard.adminOnly' } };
const allow = { kind: 'allow' };

describe('decideAccess over the route table', () => {
  it('lets everyone through routes without a requirement, without waiting', () => {
    expect(decideAccess(undefined, { ...visitor, loading: true })).toEqual(allow);
    expect(R.home.access).toBeUndefined();
    expect(R.membership.access).toBeUndefined();
  });

  it('waits while the session or access information loads', () => {
    expect(decideAccess(R.admin.access, { ...admin, loading: true })).toEqual({ kind: 'loading' });
    expect(decideAccess(R.account.access, { ...visitor, loading: true })).toEqual({
      kind: 'loading',
    });
  });

  it.each([
    ['signed-out', visitor, { kind: 'redirect', to: '/login' }],
    ['student', member('Student'), allow],
    ['admin', admin, allow],
  ])('/account and /member-directory for %s', (_who, view, decision) => {
    expect(decideAccess(R.account.access, view)).toEqual(decision);
    expect(decideAccess(R.memberDirectory.access, view)).toEqual(decision);
  });

  it.each([
    ['signed-out', visitor, teamDenied, tierDenied('Professional')],
    ['no tier', member(null), teamDenied, tierDenied('Professional')],
    ['student', member('Student'), teamDenied, tierDenied('Professional')],
    ['professional', member('Professional'), teamDenied, allow],
    ['corporate', member('Corporate'), allow, allow],
    ['admin', admin, allow, allow],
  ])('/corporate-team and /rd-projects for %s', (_who, view, team, projects) => {
    expect(decideAccess(R.corporateTeam.access, view)).toEqual(team);
    expect(decideAccess(R.rdProjects.access, view)).toEqual(projects);
  });

  it.each([
    ['signed-out', visitor, { kind: 'redirect', to: '/login' }, { kind: 'redirect', to: '/auth' }],
    ['corporate', member('Corporate'), adminDenied, adminDenied],
    ['admin', admin, allow, allow],
  ])('/admin and /analytics for %s', (_who, view, adminPage, analytics) => {
    expect(decideAccess(R.admin.access, view)).toEqual(adminPage);
    expect(decideAccess(R.analytics.access, view)).toEqual(analytics);
  });

  it('sends a session that still owes its MFA step back to /login', () => {
    const halfway = { ...admin, needsMfaStep: true };
    expect(decideAccess(R.admin.access, halfway)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess(R.account.access, halfway)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('names the blocked page in ?next= so /login returns there (reset link → MFA → /account)', () => {
    const halfway = { ...member('Student'), needsMfaStep: true };
    expect(decideAccess(R.account.access, halfway, '/account')).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Faccount',
    });
    expect(decideAccess(R.account.access, visitor, '/account?action=change-password')).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Faccount%3Faction%3Dchange-password',
    });
    expect(decideAccess(R.admin.access, visitor, '/admin')).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fadmin',
    });
    // /analytics sends visitors to /auth (spec), which keeps the way back too (issue 26 item 2).
    expect(decideAccess(R.analytics.access, visitor, '/analytics')).toEqual({
      kind: 'redirect',
      to: '/auth?next=%2Fanalytics',
    });
    expect(decideAccess(R.analytics.access, visitor, '//evil.example/analytics')).toEqual({
      kind: 'redirect',
      to: '/auth',
    });
  });

  it('never carries a path that is not a local one', () => {
    expect(decideAccess(R.account.access, visitor, '//evil.example/account')).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it.each([
    ['/account', R.account.access],
    ['/member-directory', R.memberDirectory.access],
    ['/rd-projects', R.rdProjects.access],
    ['/admin', R.admin.access],
  ])('%s waits while the MFA facts are retried, then denies: never allows on a guess', (_p, a) => {
    const unknown = (mfaCheck: GuardView['mfaCheck']): GuardView => ({
      ...admin,
      tier: 'Corporate',
      mfaCheck,
    });
    expect(decideAccess(a, unknown('retrying'))).toEqual({ kind: 'loading' });
    expect(decideAccess(a, unknown('failed'))).toEqual({ kind: 'unverified' });
  });

  it('an unknown MFA check blocks nothing without a requirement and no signed-out visitor', () => {
    expect(decideAccess(undefined, { ...admin, mfaCheck: 'failed' })).toEqual(allow);
    expect(decideAccess(R.account.access, { ...visitor, mfaCheck: 'failed' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });
});
