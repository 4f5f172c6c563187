import i18next from 'i18next';
import { initI18n } from './i18n';
import type { Language } from './languages';
import { loaderBackend, setTranslationLoaders, type TranslationSources } from './loaders';

export type { Language } from './languages';
export type { TranslationLoader, TranslationSources } from './loaders';
export type TranslationTree = { [key: string]: string | TranslationTree };

/**
 * Adds a namespace in every language at once, all catalogs bundled (tests, tiny catalogs).
 */
export function registerTranslations(
  namespace: string,
  resources: Record<Language, TranslationTree>,
) {
  // i18next keeps resources in a store created by init(); a module may load first.
  if (!i18next.isInitialized) initI18n();
  for (const [language, tree] of Object.entries(resources)) {
    i18next.addResourceBundle(language, namespace, tree, true, true);
  }
}

/**
 * The shell and each remote await this at the top level of their i18n module: English (the
 * fallback, bundled) is added at once and the current language's chunk is fetched, so no
 * page of theirs evaluates, let alone renders, before its texts exist. Later switches load
 * this namespace's catalog before i18next changes language (see loaderBackend).
 */
export async function registerTranslationLoaders(
  namespace: string,
  { en, ...lazy }: TranslationSources,
): Promise<void> {
  if (!i18next.isInitialized) initI18n();
  setTranslationLoaders(namespace, lazy);
  i18next.addResourceBundle('en', namespace, en, true, true);
  if (i18next.services.backendConnector?.backend !== loaderBackend) {
    // i18next was initialised elsewhere without this backend (a package's own test setup):
    // it could never ask for the other languages, so add them all now.
    const trees = await Promise.all(
      Object.entries(lazy).map(
        async ([language, load]) => [language, (await load()).default] as const,
      ),
    );
    for (const [language, tree] of trees) {
      i18next.addResourceBundle(language, namespace, tree, true, true);
    }
    return;
  }
  await i18next.loadNamespaces(namespace);
}
