import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import pt from '../../../i18n/pt.json';
import sw from '../../../i18n/sw.json';
import { EMPTY_PROJECT, type ProjectInput, projectSchema } from './project-schema';

const valid: ProjectInput = {
  name: 'Mobile Money Threat Model',
  description: 'Threat model for a mobile money platform.',
  clientOrganization: 'Pesa Digital',
  startDate: '2026-12-01',
  endDate: '2027-03-31',
  budget: '45000',
};

const messageOf = (input: Partial<ProjectInput>) => {
  const result = projectSchema.safeParse({ ...valid, ...input });
  return result.success ? null : result.error.issues[0]?.message;
};

const errors = {
  en: en.rdProjects.form.errors,
  fr: fr.rdProjects.form.errors,
  pt: pt.rdProjects.form.errors,
  sw: sw.rdProjects.form.errors,
};

describe('Create Project', () => {
  it('sends trimmed texts, empty ones as NULL, the budget as a number of dollars', () => {
    expect(projectSchema.parse(valid)).toEqual({
      name: 'Mobile Money Threat Model',
      description: 'Threat model for a mobile money platform.',
      clientOrganization: 'Pesa Digital',
      startDate: '2026-12-01',
      endDate: '2027-03-31',
      budget: 45000,
    });
    expect(projectSchema.parse({ ...EMPTY_PROJECT, name: '  Study  ' })).toEqual({
      name: 'Study',
      description: null,
      clientOrganization: null,
      startDate: null,
      endDate: null,
      budget: null,
    });
    expect(projectSchema.parse({ ...valid, budget: ' 12,500.5 ' }).budget).toBe(12500.5);
  });

  // Each rule, the key it gives and its text in English; every key is translated in all four.
  it.each([
    [{ name: '   ' }, 'nameRequired', 'Project name is required'],
    [{ name: 'x'.repeat(201) }, 'nameTooLong', 'Project name must be 200 characters or fewer'],
    [
      { description: 'x'.repeat(5001) },
      'descriptionTooLong',
      'Description must be 5,000 characters or fewer',
    ],
    [
      { clientOrganization: 'x'.repeat(201) },
      'clientTooLong',
      'Client organization must be 200 characters or fewer',
    ],
    [{ startDate: '1/12/2026' }, 'date', 'Enter a valid date'],
    [
      { startDate: '2027-01-02', endDate: '2027-01-01' },
      'endBeforeStart',
      'End date cannot be before the start date',
    ],
    [{ budget: 'ten thousand' }, 'budgetNumber', 'Budget must be a number'],
    [{ budget: '-1' }, 'budgetNegative', 'Budget cannot be negative'],
    [{ budget: '10.005' }, 'budgetCents', 'Budget can have at most two decimal places'],
    [{ budget: '1000000000000' }, 'budgetTooLarge', 'Budget is too large'],
  ] as const)('%o → %s', (input, key, english) => {
    expect(messageOf(input)).toBe(key);
    expect(errors.en[key]).toBe(english);
    for (const [language, texts] of Object.entries(errors)) {
      expect(texts[key], language).toMatch(/\S/);
      if (language !== 'en') expect(texts[key], language).not.toBe(english);
    }
  });

  it('puts the date-order error on the end date', () => {
    const result = projectSchema.safeParse({
      ...valid,
      startDate: '2027-01-02',
      endDate: '2026-01-01',
    });
    expect(result.success ? null : result.error.issues[0]?.path).toEqual(['endDate']);
  });

  it('accepts the limits themselves: the same day, zero, the largest budget', () => {
    expect(messageOf({ startDate: '2027-01-01', endDate: '2027-01-01' })).toBeNull();
    expect(messageOf({ budget: '0' })).toBeNull();
    expect(messageOf({ budget: '999999999999.99' })).toBeNull();
    expect(messageOf({ name: 'x'.repeat(200), description: 'x'.repeat(5000) })).toBeNull();
    expect(messageOf({ startDate: '', endDate: '2027-01-01' })).toBeNull();
  });
});
