import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { firstLeadError, type LeadInput, leadSchema, MARKED_REQUIRED } from './lead-schema';

const valid: LeadInput = {
  firstName: 'Ama',
  lastName: 'Owusu',
  email: 'ama@bank.example',
  organization: 'GCB Bank',
  jobTitle: 'Risk Officer',
  phoneNumber: '+233 20 000 0000',
  country: 'Ghana',
};

const messageOf = (input: Partial<LeadInput>) => {
  const key = firstLeadError({ ...valid, ...input });
  return key ? (en.resources.lead.errors as Record<string, string>)[key] : null;
};

describe('the lead form', () => {
  it('accepts a complete lead, trimmed, and optional fields left empty', () => {
    expect(leadSchema.parse({ ...valid, firstName: '  Ama ' }).firstName).toBe('Ama');
    expect(
      leadSchema.safeParse({
        ...valid,
        organization: '',
        jobTitle: '',
        phoneNumber: '',
        country: '',
      }).success,
    ).toBe(true);
  });

  it.each<[string, Partial<LeadInput>, string]>([
    ['first name empty', { firstName: '' }, 'First name is required'],
    ['first name only spaces', { firstName: '   ' }, 'First name is required'],
    ['first name over 100', { firstName: 'a'.repeat(101) }, 'First name too long'],
    ['last name empty', { lastName: '' }, 'Last name is required'],
    ['last name over 100', { lastName: 'a'.repeat(101) }, 'Last name too long'],
    ['e-mail invalid', { email: 'ama@' }, 'Invalid email address'],
    ['e-mail empty', { email: '' }, 'Invalid email address'],
    ['e-mail over 255', { email: `${'a'.repeat(250)}@x.org` }, 'Email too long'],
    ['organization over 200', { organization: 'o'.repeat(201) }, 'Organization name too long'],
    ['job title over 200', { jobTitle: 'j'.repeat(201) }, 'Job title too long'],
    ['phone over 50', { phoneNumber: '1'.repeat(51) }, 'Phone number too long'],
    ['country over 100', { country: 'c'.repeat(101) }, 'Country name too long'],
  ])('%s: %s', (_case, input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('accepts every field at its limit', () => {
    expect(
      messageOf({
        firstName: 'a'.repeat(100),
        lastName: 'a'.repeat(100),
        email: `${'a'.repeat(247)}@x.org`,
        organization: 'o'.repeat(200),
        jobTitle: 'j'.repeat(200),
        phoneNumber: '1'.repeat(50),
        country: 'c'.repeat(100),
      }),
    ).toBeNull();
  });

  it('reports the first failing field in form order', () => {
    expect(messageOf({ country: 'c'.repeat(101), lastName: '', firstName: '' })).toBe(
      'First name is required',
    );
    expect(messageOf({ country: 'c'.repeat(101), email: 'no' })).toBe('Invalid email address');
  });

  it('marks first name, last name, company e-mail and organization as required', () => {
    expect([...MARKED_REQUIRED]).toEqual(['firstName', 'lastName', 'email', 'organization']);
  });
});
