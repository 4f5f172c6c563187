import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { memberEmailSchema } from './member-email-schema';

const errors = en.corporateTeam.add.errors;
const firstError = (email: string) => {
  const result = memberEmailSchema.safeParse({ email });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('Add Member e-mail rule', () => {
  it('trims a valid address', () => {
    expect(memberEmailSchema.parse({ email: '  efua@example.org ' })).toEqual({
      email: 'efua@example.org',
    });
  });

  it.each([
    ['', 'emailRequired', 'Email is required'],
    ['not-an-address', 'emailInvalid', 'Invalid email address'],
    [`${'a'.repeat(250)}@x.org`, 'emailTooLong', 'Email too long'],
  ])('%j → %s', (email, key, english) => {
    expect(firstError(email)).toBe(key);
    expect(errors[key as keyof typeof errors]).toBe(english);
  });
});
