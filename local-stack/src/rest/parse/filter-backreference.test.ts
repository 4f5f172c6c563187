import { describe, expect, it } from 'vitest';
import { hasBackreference, parseCondition } from './filter.js';

describe('match / imatch patterns', () => {
  it('finds back-references, not escaped backslashes or other escapes', () => {
    expect(hasBackreference('(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1x')).toBe(true);
    expect(hasBackreference('(a)\\1')).toBe(true);
    expect(hasBackreference('\\\\1')).toBe(false); // a literal backslash, then 1
    expect(hasBackreference('\\d+\\.\\w')).toBe(false);
    expect(hasBackreference('^Ph(.*)x$')).toBe(false);
  });

  it('refuses a back-reference with PostgREST’s parse error (400), other patterns pass', () => {
    const field = { name: 'description', jsonPath: [], cast: null } as never;
    for (const text of ['imatch.(.*)\\1x', 'not.match.(a)\\1']) {
      let thrown: unknown;
      try {
        parseCondition(field, text);
      } catch (error) {
        thrown = error;
      }
      expect(JSON.stringify(thrown)).toContain('back-references');
      expect(thrown).toMatchObject({ status: 400 });
    }
    expect(parseCondition(field, 'imatch.^ph(.*)x').operator).toBe('imatch');
  });
});
