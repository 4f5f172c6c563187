import { describe, expect, it } from 'vitest';
import { ilikeAnyOf } from './search-filter';

describe('ilikeAnyOf', () => {
  it('matches the trimmed text as a substring of each column', () => {
    expect(ilikeAnyOf(['name', 'email'], '  Ama ')).toBe('name.ilike."*Ama*",email.ilike."*Ama*"');
  });

  it('is no filter for an empty or blank search', () => {
    expect(ilikeAnyOf(['name'], '')).toBeNull();
    expect(ilikeAnyOf(['name'], '   ')).toBeNull();
    expect(ilikeAnyOf(['name'], '*')).toBeNull();
  });

  it('escapes LIKE wildcards and quotes, keeping commas and parentheses inside the value', () => {
    expect(ilikeAnyOf(['name'], '50%_off')).toBe(String.raw`name.ilike."*50\\%\\_off*"`);
    expect(ilikeAnyOf(['name'], 'a,b (c)')).toBe('name.ilike."*a,b (c)*"');
    expect(ilikeAnyOf(['name'], 'say "hi"')).toBe(String.raw`name.ilike."*say \"hi\"*"`);
    expect(ilikeAnyOf(['name'], String.raw`back\slash`)).toBe(
      String.raw`name.ilike."*back\\\\slash*"`,
    );
  });
});
