import { describe, expect, it } from 'vitest';
import { type AdvisoryForm, advisorySchema, EMPTY_FORM, parseCountries } from './advisory-schema';

const valid: AdvisoryForm = {
  ...EMPTY_FORM,
  title: 'Phishing wave',
  summary: 'Lures impersonating the revenue authority.',
  tlp: 'amber',
  recipientOrgIds: ['org-a'],
  indicators: [{ type: 'domain', value: 'gra-refund.example', description: '' }],
};

const messages = (form: AdvisoryForm) => {
  const result = advisorySchema.safeParse(form);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the advisory form rules', () => {
  it('accepts a complete AMBER advisory', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('names the indicator and its type when a value is not of that type', () => {
    expect(
      messages({
        ...valid,
        indicators: [
          { type: 'ipv4', value: '10.0.0.1', description: '' },
          { type: 'sha256', value: 'abc', description: '' },
        ],
      }),
    ).toEqual(['indicators.1.value: editor.errors.indicator.sha256']);
  });

  it('needs recipient organisations for AMBER, people for RED', () => {
    expect(messages({ ...valid, recipientOrgIds: [] })).toEqual([
      'recipientOrgIds: editor.errors.orgs',
    ]);
    expect(messages({ ...valid, tlp: 'red' })).toEqual(['recipientUserIds: editor.errors.people']);
    expect(messages({ ...valid, tlp: 'green', recipientOrgIds: [] })).toEqual([]);
  });

  it('needs a change note once the advisory was published', () => {
    expect(messages({ ...valid, wasPublished: true })).toEqual([
      'changeNote: editor.errors.changeNote',
    ]);
  });

  it('reads countries as ISO codes and references as web links', () => {
    expect(parseCountries('gh, NG  ke;gh')).toEqual(['GH', 'NG', 'KE']);
    expect(messages({ ...valid, countries: 'Ghana' })).toEqual([
      'countries: editor.errors.countries',
    ]);
    expect(messages({ ...valid, references: 'https://a.example/x\njavascript:alert(1)' })).toEqual([
      'references: editor.errors.references',
    ]);
  });
});
