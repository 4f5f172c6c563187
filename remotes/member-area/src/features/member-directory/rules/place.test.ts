import { describe, expect, it } from 'vitest';
import { placeOf } from './place';

describe("a member's place on their card", () => {
  it('names the country once when the location already has it (issue 26 item 8)', () => {
    expect(placeOf('Nairobi, Kenya', 'Kenya')).toBe('Nairobi, Kenya');
    expect(placeOf('Nairobi, kenya ', 'Kenya')).toBe('Nairobi, kenya');
    expect(placeOf('Kenya', 'Kenya')).toBe('Kenya');
  });

  it('adds the country when the location does not name it', () => {
    expect(placeOf('Nairobi', 'Kenya')).toBe('Nairobi, Kenya');
    // A country inside a longer name is not the country.
    expect(placeOf('Guinea-Bissau City', 'Guinea')).toBe('Guinea-Bissau City, Guinea');
  });

  it('shows what there is when one is missing', () => {
    expect(placeOf(null, 'Ghana')).toBe('Ghana');
    expect(placeOf('Accra', null)).toBe('Accra');
    expect(placeOf(' ', '')).toBe('');
  });
});
