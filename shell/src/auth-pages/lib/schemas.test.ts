import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import en from '../i18n/en.json';
import { loginSchema, resetSchema, signupSchema, waitlistSchema } from './schemas';

/** The English texts of a schema's messages (they are keys of the auth namespace). */
function messages(schema: ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const [group, key] = issue.message.split('.') as [keyof typeof en, string];
    return (en[group] as Record<string, string>)[key] ?? issue.message;
  });
}

const good = { email: 'ama@example.org', password: 'Secret12', fullName: 'Ama Mensah' };

describe('login', () => {
  it('accepts a valid e-mail and a 6-character password', () => {
    expect(messages(loginSchema, { email: 'a@b.co', password: '123456' })).toEqual([]);
  });
  it('says the password needs 6 characters', () => {
    expect(messages(loginSchema, { email: 'a@b.co', password: '12345' })).toEqual([
      'Password must be at least 6 characters',
    ]);
  });
  it('refuses an invalid or over-long e-mail', () => {
    expect(messages(loginSchema, { email: 'nope', password: '123456' })).toEqual(['Invalid email']);
    const long = `${'a'.repeat(250)}@b.com`;
    expect(messages(loginSchema, { email: long, password: '123456' })).toContain('Email too long');
  });
});

describe('signup', () => {
  it('accepts 8 characters with an uppercase letter and a number, and trims the name', () => {
    const parsed = signupSchema.parse({ ...good, fullName: '  Ama Mensah  ' });
    expect(parsed.fullName).toBe('Ama Mensah');
  });
  it.each([
    ['Sec1', 'Password must be at least 8 characters'],
    ['secret123', 'Password must contain at least one uppercase letter'],
    ['SecretPass', 'Password must contain at least one number'],
    [
      `Secret1${'é'.repeat(33)}`,
      'Password must be at most 72 bytes (72 characters, fewer with accents or symbols)',
    ],
  ])('refuses %s: %s', (password, message) => {
    expect(messages(signupSchema, { ...good, password })).toContain(message);
  });
  it('needs a full name of 2 to 100 characters after trimming', () => {
    expect(messages(signupSchema, { ...good, fullName: ' A ' })).toEqual([
      'Name must be at least 2 characters',
    ]);
    expect(messages(signupSchema, { ...good, fullName: 'x'.repeat(101) })).toEqual([
      'Name too long',
    ]);
  });
});

describe('waitlist', () => {
  it('trims the name and checks 2-100 characters', () => {
    expect(waitlistSchema.parse({ name: '  Kojo ', email: 'k@b.co' }).name).toBe('Kojo');
    expect(messages(waitlistSchema, { name: ' K ', email: 'k@b.co' })).toEqual([
      'Name must be at least 2 characters',
    ]);
    expect(messages(waitlistSchema, { name: 'K'.repeat(101), email: 'k@b.co' })).toEqual([
      'Name too long',
    ]);
  });
  it('needs a valid e-mail', () => {
    expect(messages(waitlistSchema, { name: 'Kojo', email: 'kojo' })).toEqual(['Invalid email']);
  });
});

describe('password reset', () => {
  it('has one message for any invalid address', () => {
    expect(messages(resetSchema, { email: 'x' })).toEqual(['Please enter a valid email address']);
    expect(messages(resetSchema, { email: '' })).toEqual(['Please enter a valid email address']);
    expect(messages(resetSchema, { email: ' ama@example.org ' })).toEqual([]);
  });
});
