import i18next from 'i18next';

export type Language = 'en' | 'fr' | 'pt' | 'sw';
export type TranslationTree = { [key: string]: string | TranslationTree };

/**
 * A remote calls this once when its code loads: its namespace joins the
 * shell's single i18next instance (shared singleton) in every language.
 */
export function registerTranslations(namespace: string, resources: Record<Language, TranslationTree>) {
  for (const [language, tree] of Object.entries(resources)) {
    i18next.addResourceBundle(language, namespace, tree, true, true);
  }
}
