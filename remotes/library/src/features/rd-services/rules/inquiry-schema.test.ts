import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { EMPTY_INQUIRY, type InquiryInput, inquirySchema } from './inquiry-schema';

const valid: InquiryInput = {
  contactName: 'Kofi Boateng',
  contactEmail: 'kofi@bank.example',
  organizationName: 'Bank of Accra',
  organizationType: 'dfi',
  projectTitle: 'Mobile money fraud study',
  projectScope: '',
};

const messagesOf = (input: InquiryInput) => {
  const result = inquirySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('inquirySchema', () => {
  it('accepts a complete inquiry, trims it, and stores an empty scope as null', () => {
    const parsed = inquirySchema.parse({ ...valid, contactName: '  Kofi Boateng ' });
    expect(parsed).toEqual({ ...valid, projectScope: null });
    expect(inquirySchema.parse({ ...valid, projectScope: '   ' }).projectScope).toBeNull();
    expect(inquirySchema.parse({ ...valid, projectScope: ' Two markets ' }).projectScope).toBe(
      'Two markets',
    );
  });

  it.each([
    [{ contactName: ' ' }, 'contactNameRequired', 'Contact name is required'],
    [{ contactName: 'x'.repeat(101) }, 'contactNameTooLong', 'Contact name too long'],
    [{ contactEmail: 'kofi@' }, 'emailInvalid', 'Invalid email address'],
    [{ contactEmail: `${'x'.repeat(250)}@a.example` }, 'emailTooLong', 'Email too long'],
    [{ organizationName: '' }, 'organizationNameRequired', 'Organization name is required'],
    [
      { organizationName: 'x'.repeat(201) },
      'organizationNameTooLong',
      'Organization name too long',
    ],
    [{ organizationType: '' }, 'organizationTypeRequired', 'Please choose an organization type'],
    [{ projectTitle: '' }, 'projectTitleRequired', 'Project title is required'],
    [{ projectTitle: 'x'.repeat(201) }, 'projectTitleTooLong', 'Project title too long'],
    [{ projectScope: 'x'.repeat(5001) }, 'projectScopeTooLong', 'Project scope too long'],
  ] as const)('%j → %s (%s)', (change, key, english) => {
    expect(messagesOf({ ...valid, ...change } as InquiryInput)).toEqual([key]);
    expect(en.rdServices.form.errors[key]).toBe(english);
  });

  it('reports every required field of an empty form', () => {
    expect(messagesOf(EMPTY_INQUIRY)).toEqual([
      'contactNameRequired',
      'emailInvalid',
      'organizationNameRequired',
      'organizationTypeRequired',
      'projectTitleRequired',
    ]);
  });
});
