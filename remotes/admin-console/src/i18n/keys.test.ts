import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';
import pt from './pt.json';
import sw from './sw.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf key as a dotted path; an empty text is an error. */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === 'string') {
      if (value.trim() === '') throw new Error(`empty text at ${prefix}${key}`);
      return [`${prefix}${key}`];
    }
    return leafKeys(value, `${prefix}${key}.`);
  });
}

describe('admin-console translations', () => {
  const reference = leafKeys(en).sort();

  it.each([
    ['fr', fr],
    ['pt', pt],
    ['sw', sw],
  ] as const)('%s has exactly the English keys', (_language, bundle) => {
    expect(leafKeys(bundle).sort()).toEqual(reference);
  });
});
