import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';
import pt from './pt.json';
import sw from './sw.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

// The shared completeness test covers <package>/src/i18n; this namespace lives in its chunk.
describe('the area-offer namespace', () => {
  const english = leaves(en);
  it.each([
    ['fr', fr],
    ['pt', pt],
    ['sw', sw],
  ] as const)('%s has every English key, non-empty and translated', (_language, tree) => {
    const catalog = leaves(tree);
    expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
    expect([...catalog.values()].filter((value) => !value.trim())).toEqual([]);
    const untranslated = [...english].filter(
      ([key, value]) => catalog.get(key) === value && value.length > 12,
    );
    expect(untranslated).toEqual([]);
  });
});
