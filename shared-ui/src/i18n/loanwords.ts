/**
 * Words a French, Portuguese or Swahili catalog may keep exactly as English writes them, so the
 * catalog test can tell a loanword or a name from an English text that was copied instead of
 * translated. Keep it short: a word belongs here only if the language really uses it as is.
 */
const EVERY_LANGUAGE = [
  // Names, brands and acronyms.
  'Accra',
  'Ghana',
  'GHS',
  'USD',
  'Intel',
  'SkillUp',
  'LinkedIn',
  'CSIRT',
  'TLP',
  'URL',
  'SHA-1',
  'SHA-256',
  'MD5',
  'CVE',
  'DDoS',
  'DFI',
  'MDB',
  'Beta',
  // Ghana's mobile-money networks, and the industry's own name for the service across Africa.
  'MTN',
  'MoMo',
  'Telecel',
  'Cash',
  'AirtelTigo',
  'Mobile',
  'Money',
  // The portal's own term for a micro-frontend (the error reports name the remote that failed).
  'Remote',
];

const BY_LANGUAGE: Record<string, string[]> = {
  fr: [
    'Action',
    'Actions',
    'Active',
    'Article',
    'Audit',
    'Budget',
    'Code',
    'Contact',
    'Correct',
    'Date',
    'Description',
    'E-mail',
    'Expertise',
    'Finance',
    'Impact',
    'Incorrect',
    'Introduction',
    'Menu',
    'Message',
    'Messages',
    'Note',
    'Option',
    'Organisation',
    'Page',
    'Pages',
    'Public',
    'Question',
    'R&D',
    'Score',
    'Scores',
    'Source',
    'Swahili',
    'Total',
    'Transport',
    'Type',
    'Version',
    'Versions',
  ],
  pt: ['E-mail', 'Item', 'Malware', 'Menu', 'Phishing', 'Ransomware', 'Subtotal', 'Total'],
  sw: [],
};

const allowed = (language: string) =>
  new Set([...EVERY_LANGUAGE, ...(BY_LANGUAGE[language] ?? [])]);

// A word: letters and digits, joined by '-', '&' or an apostrophe (E-mail, R&D, SHA-256).
const WORD = /[\p{L}\p{N}]+(?:[-&'’][\p{L}\p{N}]+)*/gu;
const PLACEHOLDER = /\{\{[^}]*\}\}/g;

/**
 * True when `value` (a text in `language`) is the English text copied: identical to it and
 * holding at least one word that is neither a number nor allowed for that language. Texts
 * without words ('—', '{{from}} – {{to}}') are the same in every language.
 */
export function untranslatedCopy(english: unknown, value: string, language: string): boolean {
  if (typeof english !== 'string' || english !== value) return false;
  const words = value.replace(PLACEHOLDER, ' ').match(WORD) ?? [];
  const ok = allowed(language);
  return words.some((word) => !/^\p{N}+$/u.test(word) && !ok.has(word));
}
