import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems, translationPackages } from './catalogs';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

describe('translations of the shell, shared-ui and every remote', () => {
  const packages = translationPackages(REPO_ROOT);

  it('covers the shell and all eight remotes', () => {
    expect(packages).toEqual(
      expect.arrayContaining([
        'shell',
        'shared-ui',
        ...[
          'public-site',
          'membership-checkout',
          'library',
          'member-area',
          'admin-console',
          'skillup',
          'intel',
          'tools',
        ].map((r) => `remotes/${r}`),
      ]),
    );
  });

  it.each(packages)('%s has every key, non-empty, in en, fr, pt and sw', (pkg) => {
    expect(catalogProblems(path.join(REPO_ROOT, pkg))).toEqual([]);
  });
});

describe('catalogProblems', () => {
  function fixture(files: Record<string, unknown>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'csan-i18n-'));
    mkdirSync(path.join(dir, 'src', 'i18n'), { recursive: true });
    for (const [name, tree] of Object.entries(files)) {
      writeFileSync(path.join(dir, 'src', 'i18n', name), JSON.stringify(tree));
    }
    return dir;
  }
  const ok = { a: { b: 'x' } };

  it('names a key missing in one language, an empty value and a missing file', () => {
    const dir = fixture({
      'en.json': { a: { b: 'x', c: 'y' } },
      'fr.json': { a: { b: 'x', c: '  ' } },
      'pt.json': ok,
    });
    expect(catalogProblems(dir)).toEqual([
      'sw.json is missing',
      'fr: "a.c" is empty',
      'pt: "a.c" is missing',
    ]);
  });

  it('finds a key that only a non-English catalog has', () => {
    const dir = fixture({
      'en.json': ok,
      'fr.json': { a: { b: 'x', extra: 'z' } },
      'pt.json': ok,
      'sw.json': ok,
    });
    expect(catalogProblems(dir)).toEqual([
      'en: "a.extra" is missing',
      'pt: "a.extra" is missing',
      'sw: "a.extra" is missing',
    ]);
  });
});
