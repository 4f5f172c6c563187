import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { newPasswordSchema } from './password-schema';

/** The English texts of the schema's messages (keys under `account` of the namespace). */
function messages(password: string, confirm = password): Array<[string, string]> {
  const result = newPasswordSchema.safeParse({ password, confirm });
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const [, , key] = issue.message.split('.') as [string, string, string];
    const text = (en.account.password.errors as Record<string, string>)[key] ?? issue.message;
    return [issue.path.join('.'), text];
  });
}

describe('new password: the sign-up rules', () => {
  it('accepts 8 characters with an uppercase letter and a number', () => {
    expect(messages('Secret12')).toEqual([]);
    expect(messages('Recovered!2027')).toEqual([]);
  });

  it.each([
    ['Short1A', 'Password must be at least 8 characters'],
    ['lowercase1', 'Password must contain at least one uppercase letter'],
    ['NoNumbersHere', 'Password must contain at least one number'],
    [
      `Secret1${'é'.repeat(33)}`,
      'Password must be at most 72 bytes (72 characters, fewer with accents or symbols)',
    ],
  ])('%s: %s', (password, message) => {
    expect(messages(password)).toEqual([['password', message]]);
  });

  it('reports every rule an empty password breaks', () => {
    expect(messages('').map(([, text]) => text)).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
    ]);
  });

  it('needs the confirmation to match, reported on the confirmation', () => {
    expect(messages('Secret12', 'Secret13')).toEqual([['confirm', 'Passwords do not match']]);
  });

  it('uses only keys the catalog has', () => {
    const keys = Object.keys(en.account.password.errors);
    expect(keys).toEqual(expect.arrayContaining(['min', 'uppercase', 'number', 'mismatch']));
  });
});
