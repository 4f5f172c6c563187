import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../i18n/register';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';
import sw from './i18n/sw.json';

/**
 * The on-demand half's own texts (pager, dialog buttons, the data-error classes), in their own
 * namespace so they ship with `@csan/shared-ui/forms`, not with every page's start-up.
 */
export const FORMS_NS = 'shared-ui-forms';

registerTranslations(FORMS_NS, { en, fr, pt, sw });

export const useFormsTranslation = () => useTranslation(FORMS_NS);

/** The classes of @csan/shared-auth's DataError that have a text (its DATA_ERROR_KINDS). */
export type DataErrorTextKind = keyof typeof en.dataError;

/**
 * The one translated message for a failed data call, by the class @csan/shared-auth's
 * DataError carries (`kind`); anything else thrown reads as 'unknown'. A page whose spec
 * gives its own message for a case shows that instead and uses this for the rest.
 */
export function useDataErrorText(): (error: unknown) => string {
  const { t } = useFormsTranslation();
  return (error) => t(`dataError.${dataErrorTextKind(error)}`);
}

/** The text key's class of anything thrown (duck-typed: shared-ui does not import shared-auth). */
export function dataErrorTextKind(error: unknown): DataErrorTextKind {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && kind in en.dataError ? (kind as DataErrorTextKind) : 'unknown';
}
