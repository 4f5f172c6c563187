import type { MailLanguage, Translations } from './types.ts';

/**
 * The society's details every mail's footer carries (and a receipt prints). The same contact
 * details as the site's legal pages (shell/src/layout/contact.ts).
 */
export const SOCIETY = {
  name: 'CSAN',
  email: 'info@csan.africa',
  phone: '+233 30 000 0000',
} as const;

const ADDRESS: Translations<string> = {
  en: 'Accra, Ghana',
  fr: 'Accra, Ghana',
  pt: 'Acra, Gana',
  sw: 'Accra, Ghana',
};

export function societyAddress(language: MailLanguage): string {
  return ADDRESS[language];
}
