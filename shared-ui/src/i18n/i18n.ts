import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_DETECTION, languageOnly } from './detect';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';
import { loaderBackend } from './loaders';

/** Keeps `<html lang>` equal to the language shown (screen readers, hyphenation, CSS). */
function followLanguageOnHtml(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The page's single i18next instance (i18next is a shared singleton, so the shell and every
 * remote see this one). Idempotent and synchronous (the language is known on return), so a
 * remote registering its namespace first, or a harness, can call it safely. Catalogs other
 * than English arrive through `loaderBackend` (registerTranslationLoaders).
 */
export function initI18n(): i18n {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', followLanguageOnHtml);
  i18next
    .use(loaderBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      initAsync: false,
      // English is added by each namespace's owner, the rest come from the backend.
      partialBundledLanguages: true,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      // 'fr-CA' from the browser shows French.
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false },
      detection: {
        ...LANGUAGE_DETECTION,
        order: [...LANGUAGE_DETECTION.order],
        convertDetectedLanguage: languageOnly,
        caches: ['localStorage'],
      },
    });
  return i18next;
}
