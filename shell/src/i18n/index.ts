// Side-effect module: the shell's texts join the single i18next instance.
import { registerTranslations } from '@csan/shared-ui';
import en from './en.json';
import fr from './fr.json';
import { SHELL_NS } from './namespace';
import pt from './pt.json';
import sw from './sw.json';

registerTranslations(SHELL_NS, { en, fr, pt, sw });
