import { describe, expect, it } from 'vitest';
import { classifyDisableCode, sanitizeDisableCode, sanitizeEnrolmentCode } from './mfa-codes';

describe('enrolment code', () => {
  it('keeps digits only, at most 6', () => {
    expect(sanitizeEnrolmentCode('12 34-56')).toBe('123456');
    expect(sanitizeEnrolmentCode('1a2b3c4d5e6f7')).toBe('123456');
    expect(sanitizeEnrolmentCode('abc')).toBe('');
  });
});

describe('disabling code', () => {
  it('keeps letters and digits, upper-cased, at most 8', () => {
    expect(sanitizeDisableCode('ab-12 cd34xyz')).toBe('AB12CD34');
  });

  it('tells a 6-digit authenticator code from an 8-character backup code', () => {
    expect(classifyDisableCode('123 456')).toEqual({ kind: 'authenticator', code: '123456' });
    expect(classifyDisableCode('ab12cd34')).toEqual({ kind: 'backup', code: 'AB12CD34' });
    expect(classifyDisableCode('12345678')).toEqual({ kind: 'backup', code: '12345678' });
  });

  it('refuses other lengths and 6 characters that are not all digits', () => {
    for (const input of ['', '12345', '1234567', 'ABC123', 'AB12C']) {
      expect(classifyDisableCode(input)).toEqual({ kind: 'invalid' });
    }
  });
});
