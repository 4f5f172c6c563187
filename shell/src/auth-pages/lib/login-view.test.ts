import type { MfaDeadlineState } from '@csan/shared-auth';
import { describe, expect, it } from 'vitest';
import { decideLoginView } from './login-view';

const base = {
  status: 'signed-in' as const,
  loading: false,
  aal: 'aal1' as const,
  hasVerifiedFactor: false,
  mfaState: { kind: 'normal', daysLeft: 5 } as MfaDeadlineState,
  pending: null,
};

describe('what /login shows for the session (spec section 4, Login flow)', () => {
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
