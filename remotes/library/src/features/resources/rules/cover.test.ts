import { describe, expect, it } from 'vitest';
import { coverPaletteOf } from './cover';

describe('coverPaletteOf', () => {
  it.each([
    ['R&D Report', 'blue'],
    ['Policy Brief', 'purple'],
    ['Threat Intelligence', 'red'],
    ['Training Material', 'green'],
  ])('%s has its own colour (%s)', (type, palette) => {
    expect(coverPaletteOf(type)).toBe(palette);
  });

  it('every other type, known or not, has the default', () => {
    for (const type of ['Research Paper', 'Report', 'Article', '', 'policy brief']) {
      expect(coverPaletteOf(type)).toBe('gray');
    }
  });
});
