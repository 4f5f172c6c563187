import type { BackendModule, ReadCallback } from 'i18next';
import type { Language } from './languages';
import type { TranslationTree } from './register';

/** A language's catalog as a lazily loaded chunk (`() => import('./fr.json')`). */
export type TranslationLoader = () => Promise<{ default: TranslationTree }>;

/**
 * English is bundled with the code: it is the fallback, so every page needs it anyway, and
 * keeping it inline saves a round trip on the first render. The other languages are chunks
 * fetched only when they are shown.
 */
export type TranslationSources = { en: TranslationTree } & Record<
  Exclude<Language, 'en'>,
  TranslationLoader
>;

const loaders = new Map<string, Record<string, TranslationLoader>>();

/**
 * i18next backend over the registered loaders. i18next asks it for a namespace in a language
 * before that language becomes current (changeLanguage loads first, then emits
 * languageChanged), so a switch never shows raw keys, whoever calls changeLanguage.
 */
export const loaderBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders.get(namespace)?.[language];
    // Bundled namespaces (and English) are already in the store: nothing to fetch.
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Where the backend finds `namespace`'s non-English catalogs. */
export function setTranslationLoaders(
  namespace: string,
  lazy: Record<Exclude<Language, 'en'>, TranslationLoader>,
): void {
  loaders.set(namespace, lazy);
}
