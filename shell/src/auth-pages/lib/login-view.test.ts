import type { MfaDeadlineState } from '@csan/shared-auth';
import { describe, expect, it } from 'vitest';
import { decideLoginView } from './login-view';

const base = {
  status: 'signed-in' as const,
  loading: false,
  aal: 'aal1' as const,
  hasVerifiedFactor: false,
  mfaState: { kind: 'normal', daysLeft: 5 } as MfaDeadlineState,
  mfaCheck: 'ok' as const,
  pending: null,
  returnTo: null,
};

describe('what /login shows for the session', () => {
  it('waits while the session or access loads', () => {
    expect(decideLoginView({ ...base, status: 'loading', loading: true })).toEqual({
      kind: 'checking',
    });
  });
  it('shows the forms to a signed-out visitor', () => {
    expect(decideLoginView({ ...base, status: 'signed-out', aal: null })).toEqual({
      kind: 'forms',
    });
  });
  it('sends a user past the deadline without MFA to /mfa-lockout', () => {
    expect(decideLoginView({ ...base, mfaState: { kind: 'locked' } })).toEqual({
      kind: 'redirect',
      to: '/mfa-lockout',
    });
  });
  it('sends an aal2 session home', () => {
    expect(
      decideLoginView({
        ...base,
        aal: 'aal2',
        hasVerifiedFactor: true,
        mfaState: { kind: 'hidden' },
      }),
    ).toEqual({ kind: 'redirect', to: '/' });
  });
  it('shows the MFA step to an aal1 session with a verified factor', () => {
    expect(
      decideLoginView({ ...base, hasVerifiedFactor: true, mfaState: { kind: 'hidden' } }),
    ).toEqual({ kind: 'mfa-step' });
  });
  it('sends a user without a factor home', () => {
    expect(decideLoginView(base)).toEqual({ kind: 'redirect', to: '/' });
  });
  it('holds for a pending action, then goes where it decided', () => {
    const pending = { to: '/account', ready: false };
    expect(decideLoginView({ ...base, pending })).toEqual({ kind: 'checking' });
    expect(decideLoginView({ ...base, pending: { ...pending, ready: true } })).toEqual({
      kind: 'redirect',
      to: '/account',
    });
  });
});

describe('/login returns to the page that sent the visitor there (?next=)', () => {
  const returnTo = '/account';

  it('after the MFA step of a reset link (aal2 now), goes to the blocked page, not /', () => {
    const owed = { ...base, hasVerifiedFactor: true, mfaState: { kind: 'hidden' as const } };
    expect(decideLoginView({ ...owed, returnTo })).toEqual({ kind: 'mfa-step' });
    expect(decideLoginView({ ...owed, aal: 'aal2', returnTo })).toEqual({
      kind: 'redirect',
      to: '/account',
    });
  });

  it('after a password sign-in without MFA, goes to the blocked page', () => {
    expect(decideLoginView({ ...base, returnTo: '/rd-projects?page=2' })).toEqual({
      kind: 'redirect',
      to: '/rd-projects?page=2',
    });
  });

  it('still shows the forms to a signed-out visitor and still locks out', () => {
    expect(decideLoginView({ ...base, status: 'signed-out', aal: null, returnTo })).toEqual({
      kind: 'forms',
    });
    expect(decideLoginView({ ...base, mfaState: { kind: 'locked' }, returnTo })).toEqual({
      kind: 'redirect',
      to: '/mfa-lockout',
    });
  });

  it('a redeemed backup code still goes to /account to set MFA up again', () => {
    expect(
      decideLoginView({ ...base, returnTo: '/admin', pending: { to: '/account', ready: true } }),
    ).toEqual({ kind: 'redirect', to: '/account' });
  });
});

describe('/login while the MFA facts are unknown (failed access checks deny access)', () => {
  it('waits while the read is retried, rather than skip the MFA step on a guess', () => {
    expect(decideLoginView({ ...base, mfaCheck: 'retrying' })).toEqual({ kind: 'checking' });
  });
  it('says it could not check once the retries ran out', () => {
    expect(decideLoginView({ ...base, mfaCheck: 'failed' })).toEqual({ kind: 'unverified' });
  });
  it('does not concern a signed-out visitor', () => {
    expect(
      decideLoginView({ ...base, status: 'signed-out', aal: null, mfaCheck: 'failed' }),
    ).toEqual({ kind: 'forms' });
  });
});
