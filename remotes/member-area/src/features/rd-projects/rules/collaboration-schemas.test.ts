import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import pt from '../../../i18n/pt.json';
import sw from '../../../i18n/sw.json';
import { deliverableSchema, messageSchema, teamMemberSchema } from './collaboration-schemas';

const errors = {
  en: en.rdProjects.errors,
  fr: fr.rdProjects.errors,
  pt: pt.rdProjects.errors,
  sw: sw.rdProjects.errors,
};

const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('deliverables, messages and team members', () => {
  it('keeps what the database stores', () => {
    expect(deliverableSchema.parse({ title: ' Report ', dueDate: '' })).toEqual({
      title: 'Report',
      dueDate: null,
    });
    expect(deliverableSchema.parse({ title: 'Report', dueDate: '2027-01-31' }).dueDate).toBe(
      '2027-01-31',
    );
    expect(messageSchema.parse({ body: '  Draft ready\n' })).toEqual({ body: 'Draft ready' });
    expect(teamMemberSchema.parse({ email: ' kofi@example.com ' })).toEqual({
      email: 'kofi@example.com',
    });
  });

  it.each([
    [
      first(deliverableSchema.safeParse({ title: ' ', dueDate: '' })),
      'deliverableRequired',
      'Deliverable title is required',
    ],
    [
      first(deliverableSchema.safeParse({ title: 'x'.repeat(201), dueDate: '' })),
      'deliverableTooLong',
      'Deliverable title must be 200 characters or fewer',
    ],
    [
      first(deliverableSchema.safeParse({ title: 'R', dueDate: 'soon' })),
      'date',
      'Enter a valid date',
    ],
    [first(messageSchema.safeParse({ body: '   ' })), 'messageRequired', 'Message cannot be empty'],
    [
      first(messageSchema.safeParse({ body: 'x'.repeat(4001) })),
      'messageTooLong',
      'Message must be 4,000 characters or fewer',
    ],
    [
      first(teamMemberSchema.safeParse({ email: '' })),
      'emailRequired',
      'E-mail address is required',
    ],
    [
      first(teamMemberSchema.safeParse({ email: `${'x'.repeat(250)}@example.com` })),
      'emailTooLong',
      'E-mail address is too long',
    ],
    [
      first(teamMemberSchema.safeParse({ email: 'kofi@' })),
      'emailInvalid',
      'Invalid email address',
    ],
  ] as const)('%s → %s', (message, key, english) => {
    expect(message).toBe(key);
    expect(errors.en[key]).toBe(english);
    for (const [language, texts] of Object.entries(errors)) {
      expect(texts[key], language).toMatch(/\S/);
      if (language !== 'en') expect(texts[key], language).not.toBe(english);
    }
  });

  it('accepts the limits themselves', () => {
    expect(first(deliverableSchema.safeParse({ title: 'x'.repeat(200), dueDate: '' }))).toBeNull();
    expect(first(messageSchema.safeParse({ body: 'x'.repeat(4000) }))).toBeNull();
  });
});
