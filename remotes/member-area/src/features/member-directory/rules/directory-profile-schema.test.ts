import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import pt from '../../../i18n/pt.json';
import sw from '../../../i18n/sw.json';
import { directoryProfileSchema } from './directory-profile-schema';

const valid = {
  expertise: 'Threat Hunting, SIEM',
  researchInterests: 'Detection engineering',
  bio: 'Analyst.',
  location: 'Kumasi',
  linkedinUrl: 'linkedin.com/in/efua',
};

const messageOf = (input: Partial<typeof valid>) => {
  const result = directoryProfileSchema.safeParse({ ...valid, ...input });
  return result.success ? null : result.error.issues[0]?.message;
};

const errors = {
  en: en.memberDirectory.edit.errors,
  fr: fr.memberDirectory.edit.errors,
  pt: pt.memberDirectory.edit.errors,
  sw: sw.memberDirectory.edit.errors,
};

describe('Edit Profile', () => {
  it('stores areas as a list, empty texts as NULL and the LinkedIn address normalised', () => {
    expect(
      directoryProfileSchema.parse({
        ...valid,
        researchInterests: '  ',
        bio: '',
        location: ' Accra ',
        linkedinUrl: '',
      }),
    ).toEqual({
      expertise: ['Threat Hunting', 'SIEM'],
      researchInterests: null,
      bio: null,
      location: 'Accra',
      linkedinUrl: null,
    });
    expect(directoryProfileSchema.parse(valid).linkedinUrl).toBe('https://linkedin.com/in/efua');
  });

  // Each rule, the key it gives and its text in English; every key is translated in all four.
  it.each([
    [
      { expertise: `SIEM, ${'x'.repeat(101)}` },
      'expertiseTooLong',
      'Each expertise area must be 100 characters or fewer',
    ],
    [
      { expertise: Array.from({ length: 51 }, (_, i) => `Area ${i}`).join(',') },
      'expertiseTooMany',
      'List at most 50 expertise areas',
    ],
    [
      { researchInterests: 'x'.repeat(2001) },
      'researchInterestsTooLong',
      'Research interests must be 2,000 characters or fewer',
    ],
    [{ bio: 'x'.repeat(2001) }, 'bioTooLong', 'Bio must be 2,000 characters or fewer'],
    [{ location: 'x'.repeat(201) }, 'locationTooLong', 'Location must be 200 characters or fewer'],
    [
      { linkedinUrl: 'https://twitter.com/efua' },
      'linkedin',
      'Enter a LinkedIn profile URL (https://www.linkedin.com/in/your-name) or leave it empty',
    ],
  ] as const)('%o → %s', (input, key, english) => {
    expect(messageOf(input)).toBe(key);
    expect(errors.en[key]).toBe(english);
    for (const [language, texts] of Object.entries(errors)) {
      expect(texts[key], language).toMatch(/\S/);
      if (language !== 'en') expect(texts[key], language).not.toBe(english);
    }
  });

  it('accepts the limits themselves', () => {
    expect(messageOf({ bio: 'x'.repeat(2000), location: 'x'.repeat(200) })).toBeNull();
    expect(messageOf({ expertise: 'x'.repeat(100) })).toBeNull();
  });
});
