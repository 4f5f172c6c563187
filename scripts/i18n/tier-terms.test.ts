import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A tier has one name per language across the whole portal: a member must not buy 'Kampuni'
 * at checkout and find 'Shirika' on their account badge. Every catalogue of the shell and the
 * remotes is read, and every `tiers` map in it compared.
 */
const ROOT = path.join(import.meta.dirname, '..', '..');
const TIERS = ['Student', 'Professional', 'Corporate'] as const;

function catalogues(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (path.basename(dir) === 'i18n' && /^(en|fr|pt|sw)\.json$/.test(entry.name)) {
        found.push(full);
      }
    }
  };
  for (const top of ['shell', 'remotes', 'shared-ui']) walk(path.join(ROOT, top));
  return found;
}

type Tree = { [key: string]: string | Tree };

/** Each `tiers` map in a catalogue: tier → its name, with where it was found. */
function tierMaps(tree: Tree, at: string[] = []): { where: string; names: Tree }[] {
  const maps: { where: string; names: Tree }[] = [];
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') continue;
    if (key === 'tiers') maps.push({ where: [...at, key].join('.'), names: value });
    else maps.push(...tierMaps(value, [...at, key]));
  }
  return maps;
}

describe('tier names', () => {
  it('are the same in every catalogue of a language', () => {
    const names = new Map<string, Map<string, string[]>>();
    for (const file of catalogues()) {
      const language = path.basename(file, '.json');
      const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
      for (const { where, names: map } of tierMaps(tree)) {
        for (const tier of TIERS) {
          const name = map[tier];
          if (typeof name !== 'string') continue;
          const key = `${language} ${tier}`;
          const byName = names.get(key) ?? new Map<string, string[]>();
          byName.set(name, [...(byName.get(name) ?? []), `${path.relative(ROOT, file)}:${where}`]);
          names.set(key, byName);
        }
      }
    }
    expect(names.size).toBe(4 * TIERS.length);
    const differing = [...names].filter(([, byName]) => byName.size > 1);
    expect(
      Object.fromEntries(differing.map(([key, byName]) => [key, Object.fromEntries(byName)])),
    ).toEqual({});
  });
});
