// Importing this module adds this remote's namespace to the shell's single i18next instance
// (a shared singleton). Top-level await: English is bundled, the current language is fetched,
// and every page importing this module evaluates only once its texts are there (MF async
// startup and Rspack support top-level await in exposed modules). Other languages are
// fetched when the visitor switches, before i18next switches.
import { registerTranslationLoaders } from '@csan/shared-ui';
import en from './en.json';
import { NS } from './namespace';

await registerTranslationLoaders(NS, {
  en,
  fr: () => import('./fr.json'),
  pt: () => import('./pt.json'),
  sw: () => import('./sw.json'),
});
