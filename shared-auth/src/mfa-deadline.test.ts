import { describe, expect, it } from 'vitest';
import { isMfaCheckSkipped, mfaDeadlineState } from './mfa-deadline';

// Late in the UTC day: a browser east of UTC already shows the next date, the database does not.
const today = new Date('2026-03-10T23:30:00Z');

function state(deadline: string | null, hasVerifiedFactor = false) {
  return mfaDeadlineState({ deadline, hasVerifiedFactor, today });
}

describe('mfaDeadlineState', () => {
  it('is hidden without a deadline or with a verified factor', () => {
    expect(state(null)).toEqual({ kind: 'hidden' });
    expect(state('2026-03-09', true)).toEqual({ kind: 'hidden' });
    expect(state('2026-03-20', true)).toEqual({ kind: 'hidden' });
  });

  it('treats the deadline date as the last allowed day (urgent, 0 days left)', () => {
    expect(state('2026-03-10')).toEqual({ kind: 'urgent', daysLeft: 0 });
  });

  it('is urgent with 1 day left and normal from 2 days', () => {
    expect(state('2026-03-11')).toEqual({ kind: 'urgent', daysLeft: 1 });
    expect(state('2026-03-12')).toEqual({ kind: 'normal', daysLeft: 2 });
    expect(state('2026-03-17')).toEqual({ kind: 'normal', daysLeft: 7 });
  });

  it('is locked the day after the deadline', () => {
    expect(state('2026-03-09')).toEqual({ kind: 'locked' });
    expect(state('2025-12-31')).toEqual({ kind: 'locked' });
  });

  it('uses the UTC date like the database current_date', () => {
    const justAfterMidnight = new Date('2026-03-11T00:05:00Z');
    expect(
      mfaDeadlineState({
        deadline: '2026-03-10',
        hasVerifiedFactor: false,
        today: justAfterMidnight,
      }),
    ).toEqual({ kind: 'locked' });
  });

  it('accepts a timestamp-shaped deadline and ignores garbage', () => {
    expect(state('2026-03-12T00:00:00+00:00')).toEqual({ kind: 'normal', daysLeft: 2 });
    expect(state('soon')).toEqual({ kind: 'hidden' });
  });
});

describe('isMfaCheckSkipped', () => {
  it.each(['/mfa-lockout', '/login', '/account', '/privacy', '/terms', '/login/', '/account/x'])(
    '%s is skipped',
    (path) => expect(isMfaCheckSkipped(path)).toBe(true),
  );
  it.each(['/', '/about', '/membership', '/admin', '/accounting', '/loginx'])(
    '%s is checked',
    (path) => expect(isMfaCheckSkipped(path)).toBe(false),
  );
});
