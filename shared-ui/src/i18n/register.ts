import i18next from 'i18next';
import { initI18n } from './i18n';
import type { Language } from './languages';

export type { Language } from './languages';
export type TranslationTree = { [key: string]: string | TranslationTree };

/**
 * A remote calls this once when its code loads: its namespace joins the
 * shell's single i18next instance (shared singleton) in every language.
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
