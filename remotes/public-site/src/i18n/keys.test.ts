import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';
import pt from './pt.json';
import sw from './sw.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf key as a dotted path; throws on arrays, which the key checker cannot compare. */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (Array.isArray(value)) throw new Error(`array at ${prefix}${key}`);
    if (typeof value === 'string') {
      if (value.trim() === '') throw new Error(`empty text at ${prefix}${key}`);
      return [`${prefix}${key}`];
    }
    return leafKeys(value, `${prefix}${key}.`);
  });
}

describe('public-site translations', () => {
  const reference = leafKeys(en).sort();

  it.each([
    ['fr', fr],
    ['pt', pt],
    ['sw', sw],
  ] as const)('%s has exactly the English keys', (_language, bundle) => {
    expect(leafKeys(bundle).sort()).toEqual(reference);
  });
});
