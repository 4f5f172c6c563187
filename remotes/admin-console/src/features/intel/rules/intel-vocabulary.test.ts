import { describe, expect, it } from 'vitest';
import { organisationSchema } from './intel-vocabulary';

describe('organisationSchema', () => {
  it('trims the name and upper-cases the country', () => {
    expect(
      organisationSchema.parse({
        name: '  Lagos CERT ',
        country: 'ng',
        sector: 'energy',
        kind: 'csirt',
      }),
    ).toEqual({ name: 'Lagos CERT', country: 'NG', sector: 'energy', kind: 'csirt' });
  });

  it.each([
    [{ name: 'X', country: 'GH' }, 'name'],
    [{ name: 'Gh-CERT', country: 'Ghana' }, 'country'],
    [{ name: 'Gh-CERT', country: 'G1' }, 'country'],
  ])('refuses %o with the key %s', (values, key) => {
    const result = organisationSchema.safeParse({ sector: 'other', kind: 'other', ...values });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([key]);
  });

  it('refuses a kind or sector the database does not know', () => {
    expect(
      organisationSchema.safeParse({
        name: 'Gh-CERT',
        country: 'GH',
        sector: 'space',
        kind: 'other',
      }).success,
    ).toBe(false);
    expect(
      organisationSchema.safeParse({
        name: 'Gh-CERT',
        country: 'GH',
        sector: 'other',
        kind: 'isac',
      }).success,
    ).toBe(false);
  });
});
