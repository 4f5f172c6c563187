import { SOCIETY } from './society.ts';
import type { Translations } from './types.ts';

/** The line every security notice ends with: what to do when the change was not yours. */
export const NOT_YOU: Translations<string> = {
  en: `If you did not do this, reset your password from the sign-in page at once and write to ${SOCIETY.email}.`,
  fr: `Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe depuis la page de connexion et écrivez à ${SOCIETY.email}.`,
  pt: `Se não foi você, redefina já a sua palavra-passe na página de início de sessão e escreva para ${SOCIETY.email}.`,
  sw: `Kama si wewe uliyefanya hivi, weka upya nenosiri lako mara moja kwenye ukurasa wa kuingia na uandike kwa ${SOCIETY.email}.`,
};

export const ACCOUNT_ACTION: Translations<string> = {
  en: 'Open your account',
  fr: 'Ouvrir votre compte',
  pt: 'Abrir a sua conta',
  sw: 'Fungua akaunti yako',
};

export const WHEN: Translations<string> = {
  en: 'When',
  fr: 'Quand',
  pt: 'Quando',
  sw: 'Lini',
};
