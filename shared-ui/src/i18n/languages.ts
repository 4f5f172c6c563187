/** The portal's languages (spec: en, fr, pt, sw; fallback English). */
export const LANGUAGES = [
  // Each language is shown with its own name and the flag the spec gives it.
  { code: 'en', label: 'English', country: 'GB' },
  { code: 'fr', label: 'Français', country: 'FR' },
  { code: 'pt', label: 'Português', country: 'PT' },
  { code: 'sw', label: 'Kiswahili', country: 'KE' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const SUPPORTED_LANGUAGES: readonly Language[] = LANGUAGES.map((l) => l.code);
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: string): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
