// Import first in a test file: pages register their namespace on import, and
// i18next only accepts resource bundles once it is initialised (the shell does
// this in the app). No fallback language, so a key missing in fr/pt/sw shows
// up as raw key text instead of silently falling back to English.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

if (!i18next.isInitialized) {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
  });
}
