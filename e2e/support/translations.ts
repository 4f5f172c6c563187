import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'pt', label: 'Português' },
  { code: 'sw', label: 'Kiswahili' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

/** `<lang>.json` of one package's src/i18n (the layout every remote and the shell use). */
export function catalog(pkgDir: string, language: LanguageCode): Map<string, string> {
  const file = path.join(REPO_ROOT, pkgDir, 'src', 'i18n', `${language}.json`);
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
}

/** One string of a package's catalog; throws if the key is missing (a broken test, not a pass). */
export function translation(pkgDir: string, language: LanguageCode, key: string): string {
  const value = catalog(pkgDir, language).get(key);
  if (value === undefined) throw new Error(`${pkgDir} has no ${language} string for ${key}`);
  return value;
}

/**
 * Every dotted key of every English catalog in the portal (shell, shared-ui, each remote):
 * text on screen equal to one of them is a key i18next could not resolve.
 */
export function allEnglishKeys(): Set<string> {
  const keys = new Set<string>();
  const roots = [
    'shell',
    'shared-ui',
    ...readdirSync(path.join(REPO_ROOT, 'remotes')).map((r) => `remotes/${r}`),
  ];
  for (const root of roots) {
    const dir = path.join(REPO_ROOT, root, 'src');
    let files: string[];
    try {
      files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const file of files.filter(
      (f) => path.basename(f) === 'en.json' || f.split(path.sep).includes('en'),
    )) {
      if (!file.endsWith('.json')) continue;
      const tree = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree;
      for (const key of flatten(tree).keys()) if (key.includes('.')) keys.add(key);
    }
  }
  return keys;
}
