// The shell's texts join the single i18next instance: English bundled, the other languages
// fetched when shown. main.tsx awaits this alongside /config.json, so it adds no round trip.
import { registerTranslationLoaders } from '@csan/shared-ui';
import en from './en.json';
import { SHELL_NS } from './namespace';

export const shellTranslations = registerTranslationLoaders(SHELL_NS, {
  en,
  fr: () => import('./fr.json'),
  pt: () => import('./pt.json'),
  sw: () => import('./sw.json'),
});
