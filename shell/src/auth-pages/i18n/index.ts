// Importing this module adds the `auth` namespace to the page's single i18next instance.
// Top-level await: English is bundled into this lazy chunk, the current language is fetched,
// and the pages importing this module evaluate only once their texts exist.
import { registerTranslationLoaders } from '@csan/shared-ui';
import en from './en.json';
import { AUTH_NS } from './namespace';

await registerTranslationLoaders(AUTH_NS, {
  en,
  fr: () => import('./fr.json'),
  pt: () => import('./pt.json'),
  sw: () => import('./sw.json'),
});
