import { describe, expect, it } from 'vitest';
import { detectedCandidates, detectLanguage, type LanguageSources } from './detect';

const storage = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
});

const nothing: LanguageSources = {
  search: '',
  cookie: '',
  localStorage: storage({}),
  sessionStorage: storage({}),
  navigatorLanguages: [],
  htmlLang: null,
};

describe('detectLanguage (the order i18next is configured with)', () => {
  it('follows query string, cookie, localStorage, sessionStorage, navigator, html tag', () => {
    const all: LanguageSources = {
      search: '?lng=pt',
      cookie: 'a=1; i18next=sw',
      localStorage: storage({ i18nextLng: 'fr' }),
      sessionStorage: storage({ i18nextLng: 'en' }),
      navigatorLanguages: ['de-DE', 'fr-CA'],
      htmlLang: 'en',
    };
    expect(detectedCandidates(all)).toEqual(['pt', 'sw', 'fr', 'en', 'de', 'fr', 'en']);
    expect(detectLanguage(all)).toBe('pt');
    expect(detectLanguage({ ...all, search: '' })).toBe('sw');
    expect(detectLanguage({ ...all, search: '', cookie: '' })).toBe('fr');
  });

  it('skips unsupported candidates and reduces regions: de-DE, then fr-CA → fr', () => {
    expect(detectLanguage({ ...nothing, navigatorLanguages: ['de-DE', 'fr-CA'] })).toBe('fr');
    expect(detectLanguage({ ...nothing, search: '?x=1&lng=PT-br' })).toBe('pt');
  });

  it('falls back to English, and survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(detectLanguage({ ...nothing, localStorage: throwing, sessionStorage: null })).toBe('en');
  });
});
