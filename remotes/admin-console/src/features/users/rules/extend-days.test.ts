import { describe, expect, it } from 'vitest';
import { EXTEND_DAYS, extendDaysSchema, parseExtendDays, RESET_DAYS } from './extend-days';

describe('extend MFA deadline days', () => {
  it('defaults to 7, resets give 7', () => {
    expect(EXTEND_DAYS.default).toBe(7);
    expect(RESET_DAYS).toBe(7);
  });

  it.each([
    ['1', 1],
    ['7', 7],
    [' 30 ', 30],
  ])('accepts %j', (text, days) => {
    expect(parseExtendDays(text)).toBe(days);
  });

  it.each(['0', '31', '-1', '1.5', '', 'seven', '1e1'])(
    'refuses %j with the days message',
    (text) => {
      expect(parseExtendDays(text)).toBeNull();
      const result = extendDaysSchema.safeParse(text);
      expect(result.success ? null : result.error.issues[0]?.message).toBe(
        'mfaSupport.extend.daysError',
      );
    },
  );
});
