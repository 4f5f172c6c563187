import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LOCK_SECONDS,
  authLimitOf,
  backupCodeLimitOf,
  CLIENT_LIMIT_WAIT_SECONDS,
  limitEndedSession,
  limitMessage,
  waitSecondsIn,
  waitValues,
} from './auth-limits';

// The texts are those of supabase/migrations/*_auth_attempt_limits.sql and
// *_mfa_backup_codes.sql, as local-stack/test/auth/account-limits.test.ts sees them.
const passwordError = (message: string) => ({ status: 400, code: 'invalid_credentials', message });
const mfaRejection = (message: string) => ({
  status: 403,
  code: 'mfa_verification_rejected',
  message,
});

describe('authLimitOf', () => {
  it('reads a 429 as the per-client limit, 5 minutes', () => {
    const limit = { kind: 'client', waitSeconds: CLIENT_LIMIT_WAIT_SECONDS };
    expect(
      authLimitOf({
        status: 429,
        code: 'over_request_rate_limit',
        message: 'Request rate limit reached',
      }),
    ).toEqual(limit);
    expect(authLimitOf({ code: 'over_request_rate_limit', message: '' })).toEqual(limit);
    expect(CLIENT_LIMIT_WAIT_SECONDS).toBe(300);
  });

  it('reads the password hook: slowed with its wait, or paused', () => {
    expect(
      authLimitOf(passwordError('Too many failed sign-in attempts. Try again in 30 seconds.')),
    ).toEqual({ kind: 'password', state: 'slowed', waitSeconds: 30 });
    expect(
      authLimitOf(passwordError('Too many failed sign-in attempts. Try again in 1 minute.')),
    ).toEqual({ kind: 'password', state: 'slowed', waitSeconds: 60 });
    expect(
      authLimitOf(
        passwordError(
          'Too many failed sign-in attempts: sign-in to this account is paused. Try again in 15 minutes.',
        ),
      ),
    ).toEqual({ kind: 'password', state: 'locked', waitSeconds: 900 });
  });

  it('reads an MFA hook rejection, which ends the sessions', () => {
    expect(
      authLimitOf(mfaRejection('Too many failed verification codes. Sign in again in 2 minutes.')),
    ).toEqual({ kind: 'mfa', state: 'slowed', waitSeconds: 120, sessionEnded: true });
    expect(
      authLimitOf(
        mfaRejection(
          'Too many failed verification codes: MFA verification for this account is paused. Sign in again in 14 minutes.',
        ),
      ),
    ).toEqual({ kind: 'mfa', state: 'locked', waitSeconds: 840, sessionEnded: true });
    // GoTrue's own text when a hook gives none: the longest wait the limits impose.
    expect(
      authLimitOf(mfaRejection('Further MFA verification attempts will be rejected.')),
    ).toEqual({
      kind: 'mfa',
      state: 'slowed',
      waitSeconds: ACCOUNT_LOCK_SECONDS,
      sessionEnded: true,
    });
  });

  it.each([
    ['a wrong password', passwordError('Invalid login credentials')],
    [
      'a wrong TOTP code',
      { status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' },
    ],
    ['a network failure', new TypeError('Failed to fetch')],
    ['nothing', null],
  ])('is null for %s', (_case, error) => {
    expect(authLimitOf(error)).toBeNull();
  });
});

describe('backupCodeLimitOf', () => {
  it('reads the refusal of the backup-code procedures; the session stays', () => {
    expect(
      backupCodeLimitOf({
        valid: false,
        limited: 'locked',
        retry_after: 899.2,
        message: 'Too many failed verification codes: … Try again in 15 minutes.',
      }),
    ).toEqual({ kind: 'mfa', state: 'locked', waitSeconds: 900, sessionEnded: false });
  });

  it.each([{ valid: false, remaining: 3 }, { valid: true, remaining: 0 }, null, 'no'])(
    'is null for %j',
    (answer) => {
      expect(backupCodeLimitOf(answer)).toBeNull();
    },
  );
});

describe('messages', () => {
  it('parses the waits the database words', () => {
    expect(waitSecondsIn('Try again in 1 second.')).toBe(1);
    expect(waitSecondsIn('Sign in again in 4 minutes.')).toBe(240);
    expect(waitSecondsIn('Try again later.')).toBeNull();
  });

  it('words a wait in seconds under a minute, else in minutes rounded up', () => {
    expect(waitValues(30)).toEqual({
      wait: 30,
      formatParams: { wait: { style: 'unit', unit: 'second', unitDisplay: 'long' } },
    });
    expect(waitValues(61).wait).toBe(2);
    expect(waitValues(61).formatParams.wait.unit).toBe('minute');
    expect(waitValues(0).wait).toBe(1);
  });

  it('picks one key per limit, session ended or not', () => {
    expect(limitMessage({ kind: 'client', waitSeconds: 300 }).key).toBe('client');
    expect(limitMessage({ kind: 'password', state: 'slowed', waitSeconds: 30 }).key).toBe(
      'passwordSlowed',
    );
    expect(limitMessage({ kind: 'password', state: 'locked', waitSeconds: 900 }).key).toBe(
      'passwordLocked',
    );
    const mfa = (state: 'slowed' | 'locked', sessionEnded: boolean) =>
      limitMessage({ kind: 'mfa', state, waitSeconds: 30, sessionEnded }).key;
    expect([
      mfa('slowed', false),
      mfa('locked', false),
      mfa('slowed', true),
      mfa('locked', true),
    ]).toEqual(['mfaSlowed', 'mfaLocked', 'mfaSlowedSignedOut', 'mfaLockedSignedOut']);
  });

  it('says which refusals ended the session', () => {
    expect(limitEndedSession({ kind: 'client', waitSeconds: 300 })).toBe(false);
    expect(
      limitEndedSession({ kind: 'mfa', state: 'slowed', waitSeconds: 30, sessionEnded: false }),
    ).toBe(false);
    expect(
      limitEndedSession({ kind: 'mfa', state: 'slowed', waitSeconds: 30, sessionEnded: true }),
    ).toBe(true);
  });
});
