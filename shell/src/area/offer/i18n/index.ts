// Importing this module adds the `area-offer` namespace to the page's single i18next instance.
// Top-level await: English is bundled into this lazy chunk, the current language is fetched,
// and the components importing this module evaluate only once their texts exist.
import { registerTranslationLoaders } from '@csan/shared-ui';
import en from './en.json';
import { AREA_OFFER_NS } from './namespace';

await registerTranslationLoaders(AREA_OFFER_NS, {
  en,
  fr: () => import('./fr.json'),
  pt: () => import('./pt.json'),
  sw: () => import('./sw.json'),
});
