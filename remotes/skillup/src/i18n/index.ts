// Side-effect module: importing it adds this remote's namespace to the shell's single
// i18next instance (a shared singleton), in all four languages.
import { registerTranslations } from '@csan/shared-ui';
import en from './en.json';
import fr from './fr.json';
import { NS } from './namespace';
import pt from './pt.json';
import sw from './sw.json';

registerTranslations(NS, { en, fr, pt, sw });
