import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { classifyMfaCode, cleanMfaInput, MFA_CODE_MAX_LENGTH, mfaCodeSchema } from './mfa-code';

/** The message the field shows for `code`, in English (zod messages are catalog keys). */
function messageFor(code: string): string | undefined {
  const result = mfaCodeSchema.safeParse({ code });
  if (result.success) return undefined;
  const key = result.error.issues[0]?.message ?? '';
  const [group, name] = key.split('.') as [keyof typeof en, string];
  return (en[group] as Record<string, string> | undefined)?.[name];
}

describe('MFA login code', () => {
  it('reads 6 digits as an authenticator code', () => {
    expect(classifyMfaCode('123456')).toEqual({ kind: 'totp', code: '123456' });
  });
  it('reads 8 letters and digits as a backup code, upper-cased', () => {
    expect(classifyMfaCode('ab12cd34')).toEqual({ kind: 'backup', code: 'AB12CD34' });
    expect(classifyMfaCode('12345678')).toEqual({ kind: 'backup', code: '12345678' });
  });
  it.each(['12345', '1234567', '12345a', 'ABCDEF', '', 'ab12-d34', '123456789'])(
    'refuses %j with the field rule: up to 8 alphanumerics, 6 digits or 8 characters',
    (code) => {
      expect(classifyMfaCode(code)).toEqual({ kind: 'invalid' });
      expect(messageFor(code)).toBe(
        'Enter the 6-digit code from your authenticator app or an 8-character backup code',
      );
    },
  );
  it('accepts both kinds without a message; the field takes at most 8 characters', () => {
    expect(messageFor('123456')).toBeUndefined();
    expect(messageFor('AB12CD34')).toBeUndefined();
    expect(MFA_CODE_MAX_LENGTH).toBe(8);
  });
  it('keeps only letters and digits, at most 8', () => {
    expect(cleanMfaInput('ab-12 cd_34ef')).toBe('ab12cd34');
    expect(cleanMfaInput('123 456')).toBe('123456');
  });
});
