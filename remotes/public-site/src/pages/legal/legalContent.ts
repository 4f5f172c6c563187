import en from '../../i18n/en.json';

export type LegalDoc = 'privacy' | 'terms';

/** A section: its title, then paragraphs (strings) and lists (keyed items), in order. */
export type LegalSectionContent = { title: string; [key: string]: string | Record<string, string> };

/**
 * English is the reference shape of each document: which sections exist, in
 * which order, and which paragraphs and lists each holds. Every language has
 * the same keys (checked by the key test), so the text itself comes from t().
 */
export const LEGAL_SECTIONS: Record<LegalDoc, Record<string, LegalSectionContent>> = {
  privacy: en.privacy.sections,
  terms: en.terms.sections,
};

/** The fragment id of a section, unique on the page (e.g. `terms-law`). */
export function sectionAnchor(doc: LegalDoc, sectionKey: string): string {
  return `${doc}-${sectionKey}`;
}
