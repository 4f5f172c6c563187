import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from './languages';

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

/** Every package that ships translations: the shell, shared-ui and each remote. */
export function translationPackages(repoRoot: string): string[] {
  const remotes = readdirSync(path.join(repoRoot, 'remotes'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `remotes/${d.name}`);
  return ['shell', 'shared-ui', ...remotes].filter((pkg) =>
    existsSync(path.join(repoRoot, pkg, 'src', 'i18n')),
  );
}

/**
 * The problems of one package's catalogs: a language file missing, or a key present in any
 * language but missing, empty or not a string in another. Empty list = complete.
 */
export function catalogProblems(pkgDir: string): string[] {
  const dir = path.join(pkgDir, 'src', 'i18n');
  const catalogs = new Map<string, Map<string, unknown>>();
  const problems: string[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    const file = path.join(dir, `${language}.json`);
    if (!existsSync(file)) problems.push(`${language}.json is missing`);
    else catalogs.set(language, flattenCatalog(JSON.parse(readFileSync(file, 'utf8')) as Tree));
  }
  const allKeys = new Set([...catalogs.values()].flatMap((c) => [...c.keys()]));
  for (const [language, catalog] of catalogs) {
    for (const key of allKeys) {
      const value = catalog.get(key);
      if (value === undefined) problems.push(`${language}: "${key}" is missing`);
      else if (typeof value !== 'string') problems.push(`${language}: "${key}" is not a string`);
      else if (value.trim() === '') problems.push(`${language}: "${key}" is empty`);
    }
  }
  return problems;
}
