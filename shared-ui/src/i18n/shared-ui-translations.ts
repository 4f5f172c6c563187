import en from './en.json';
import fr from './fr.json';
import pt from './pt.json';
import { registerTranslations } from './register';
import sw from './sw.json';

/** shared-ui's own texts (loading, error, empty states). */
export const SHARED_UI_NS = 'shared-ui';

registerTranslations(SHARED_UI_NS, { en, fr, pt, sw });
