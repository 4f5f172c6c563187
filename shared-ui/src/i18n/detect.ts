import { isLanguage, type Language } from './languages';

/**
 * How the visitor's language is found (query string, cookie, localStorage,
 * sessionStorage, navigator, html tag), in one place: i18next's detector is configured from it
 * (i18n.ts), and the pre-paint gate of the prerendered pages (shell/src/prerender/gate.ts)
 * follows it with `detectLanguage` below, so both pick the same language. This module imports
 * nothing heavy: the gate is inlined into HTML.
 */
export const LANGUAGE_DETECTION = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
} as const;

/** 'en-US' → 'en': the code shown in `<html lang>`, cached and highlighted in the switcher. */
export const languageOnly = (code: string): string => code.split('-')[0] ?? code;

/** Where the detector looks; in the browser, `browserLanguageSources()`. */
export type LanguageSources = {
  search: string;
  cookie: string;
  localStorage: Pick<Storage, 'getItem'> | null;
  sessionStorage: Pick<Storage, 'getItem'> | null;
  navigatorLanguages: readonly string[];
  htmlLang: string | null;
};

function queryValue(search: string, key: string): string | null {
  // Like i18next's detector: the last `key=` wins, and the value is taken as written.
  let found: string | null = null;
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === key) found = pair.slice(at + 1);
  }
  return found;
}

function cookieValue(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

function stored(storage: Pick<Storage, 'getItem'> | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage disabled (privacy settings): i18next skips it too
  }
}

/** The candidates in detection order, each reduced to its language (`fr-CA` → `fr`). */
export function detectedCandidates(sources: LanguageSources): string[] {
  const d = LANGUAGE_DETECTION;
  const bySource: Record<(typeof d.order)[number], readonly (string | null)[]> = {
    querystring: [queryValue(sources.search, d.lookupQuerystring)],
    cookie: [cookieValue(sources.cookie, d.lookupCookie)],
    localStorage: [stored(sources.localStorage, d.lookupLocalStorage)],
    sessionStorage: [stored(sources.sessionStorage, d.lookupSessionStorage)],
    navigator: sources.navigatorLanguages,
    htmlTag: [sources.htmlLang],
  };
  return d.order
    .flatMap((source) => bySource[source])
    .filter((code): code is string => Boolean(code))
    .map((code) => languageOnly(code).toLowerCase());
}

/** The first supported candidate, else `fallback` (what i18next then shows). */
export function detectLanguage(sources: LanguageSources, fallback: Language = 'en'): Language {
  return detectedCandidates(sources).find(isLanguage) ?? fallback;
}

/** The sources of the current page. */
export function browserLanguageSources(): LanguageSources {
  const storage = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name];
    } catch {
      return null;
    }
  };
  return {
    search: window.location.search,
    cookie: document.cookie,
    localStorage: storage('localStorage'),
    sessionStorage: storage('sessionStorage'),
    navigatorLanguages: navigator.languages ?? [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  };
}
