import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems, translationCatalogs } from './catalogs';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

describe('translations of the shell, shared-ui and every remote', () => {
  const catalogs = translationCatalogs(REPO_ROOT);

  it('covers the shell, its chunked namespaces, shared-ui and all eight remotes', () => {
    expect(catalogs).toEqual(
      expect.arrayContaining([
        'shell/src/i18n',
        'shell/src/auth-pages/i18n',
        'shell/src/area/offer/i18n',
        'shared-ui/src/i18n',
        'shared-ui/src/forms/i18n',
        ...[
          'public-site',
          'membership-checkout',
          'library',
          'member-area',
          'admin-console',
          'skillup',
          'intel',
          'tools',
        ].map((r) => `remotes/${r}/src/i18n`),
      ]),
    );
  });

  it.each(catalogs)('%s has every key, non-empty and translated, in en, fr, pt and sw', (dir) => {
    expect(catalogProblems(path.join(REPO_ROOT, dir))).toEqual([]);
  });
});

describe('catalogProblems', () => {
  function fixture(files: Record<string, unknown>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'csan-i18n-'));
    for (const [name, tree] of Object.entries(files)) {
      writeFileSync(path.join(dir, name), JSON.stringify(tree));
    }
    return dir;
  }
  // Numbers: the same in every language, so only the structure is under test here.
  const ok = { a: { b: '1' } };

  it('names a key missing in one language, an empty value and a missing file', () => {
    const dir = fixture({
      'en.json': { a: { b: '1', c: '2' } },
      'fr.json': { a: { b: '1', c: '  ' } },
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
      'fr.json': { a: { b: '1', extra: '3' } },
      'pt.json': ok,
      'sw.json': ok,
    });
    expect(catalogProblems(dir)).toEqual([
      'en: "a.extra" is missing',
      'pt: "a.extra" is missing',
      'sw: "a.extra" is missing',
    ]);
  });

  it('names a French, Portuguese or Swahili text that is the English one copied', () => {
    const en = {
      error: 'MFA verification failed. Please try again.',
      menu: 'Menu',
      total: 'Total',
      price: 'GHS 200',
      period: '{{from}} – {{to}}',
    };
    const dir = fixture({
      'en.json': en,
      // The spec's message left in English: caught. 'Menu' and 'Total' are French words too.
      'fr.json': { ...en },
      // 'Menu' is Portuguese, but 'Total'… is too; the sentence is not.
      'pt.json': { ...en, error: 'Falha na verificação MFA. Tente novamente.' },
      // Neither 'Menu' nor 'Total' is Swahili.
      'sw.json': { ...en, error: 'Uthibitishaji wa MFA umeshindwa. Jaribu tena.' },
    });
    expect(catalogProblems(dir)).toEqual([
      'fr: "error" is the English text',
      'sw: "menu" is the English text',
      'sw: "total" is the English text',
    ]);
  });
});
