import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from './languages';
import { untranslatedCopy } from './loanwords';

type Tree = { [key: string]: unknown };

/** Dotted key → value of one catalog; non-string leaves are kept so the test can flag them. */
export function flattenCatalog(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flattenCatalog(value as Tree, full)) out.set(k, v);
    } else out.set(full, value);
  }
  return out;
}

const SKIPPED = new Set(['node_modules', 'dist', 'test-results']);

function i18nFoldersUnder(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'i18n' && existsSync(path.join(full, 'en.json'))) out.push(full);
    i18nFoldersUnder(full, out);
  }
}

/**
 * Every folder of translation catalogs (an `i18n` folder with an en.json) in the shell, shared-ui
 * and each remote — the packages' own `src/i18n` and the namespaces that live in a feature's
 * chunk (the shell's sign-in pages, its area offer, shared-ui's forms), relative to the repo.
 */
export function translationCatalogs(repoRoot: string): string[] {
  const remotes = readdirSync(path.join(repoRoot, 'remotes'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `remotes/${d.name}`);
  const out: string[] = [];
  for (const pkg of ['shell', 'shared-ui', ...remotes]) {
    const src = path.join(repoRoot, pkg, 'src');
    if (existsSync(src)) i18nFoldersUnder(src, out);
  }
  return out.map((dir) => path.relative(repoRoot, dir)).sort();
}

/**
 * The problems of one folder's catalogs: a language file missing; a key present in any language
 * but missing, empty or not a string in another; or a French, Portuguese or Swahili text that is
 * the English one copied (loanwords and names aside, see loanwords.ts). Empty list = complete.
 */
export function catalogProblems(i18nDir: string): string[] {
  const catalogs = new Map<string, Map<string, unknown>>();
  const problems: string[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    const file = path.join(i18nDir, `${language}.json`);
    if (!existsSync(file)) problems.push(`${language}.json is missing`);
    else catalogs.set(language, flattenCatalog(JSON.parse(readFileSync(file, 'utf8')) as Tree));
  }
  const allKeys = new Set([...catalogs.values()].flatMap((c) => [...c.keys()]));
  const english = catalogs.get('en');
  for (const [language, catalog] of catalogs) {
    for (const key of allKeys) {
      const value = catalog.get(key);
      if (value === undefined) problems.push(`${language}: "${key}" is missing`);
      else if (typeof value !== 'string') problems.push(`${language}: "${key}" is not a string`);
      else if (value.trim() === '') problems.push(`${language}: "${key}" is empty`);
      else if (language !== 'en' && untranslatedCopy(english?.get(key), value, language)) {
        problems.push(`${language}: "${key}" is the English text`);
      }
    }
  }
  return problems;
}
