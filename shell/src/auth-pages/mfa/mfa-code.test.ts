import { describe, expect, it } from 'vitest';
import { classifyMfaCode, cleanMfaInput, mfaCodeSchema } from './mfa-code';

describe('MFA login code (spec sections 5 and 9)', () => {
  it('reads 6 digits as an authenticator code', () => {
    expect(classifyMfaCode('123456')).toEqual({ kind: 'totp', code: '123456' });
  });
  it('reads 8 letters and digits as a backup code, upper-cased', () => {
    expect(classifyMfaCode('ab12cd34')).toEqual({ kind: 'backup', code: 'AB12CD34' });
    expect(classifyMfaCode('12345678')).toEqual({ kind: 'backup', code: '12345678' });
  });
  it.each(['12345', '1234567', '12345a', 'ABCDEF', '', 'ab12-d34'])('refuses %j', (code) => {
    expect(classifyMfaCode(code)).toEqual({ kind: 'invalid' });
    expect(mfaCodeSchema.safeParse({ code }).success).toBe(false);
  });
  it('keeps only letters and digits, at most 8', () => {
    expect(cleanMfaInput('ab-12 cd_34ef')).toBe('ab12cd34');
    expect(cleanMfaInput('123 456')).toBe('123456');
  });
});
