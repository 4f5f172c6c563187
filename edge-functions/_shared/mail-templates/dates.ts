import type { MailLanguage } from './types.ts';

/**
 * Dates in a mail are written in the mail's language, as the site writes them (English is
 * British English: `30 June 2027`). Ghana's time is UTC all year, so the society's time zone is
 * UTC and a time says so.
 */
const tag = (language: MailLanguage) => (language === 'en' ? 'en-GB' : language);

export function mailDate(language: MailLanguage, isoDate: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  return new Intl.DateTimeFormat(tag(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

export function mailDateTime(language: MailLanguage, isoTime: string): string {
  const when = new Intl.DateTimeFormat(tag(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(isoTime));
  return `${when} UTC`;
}
