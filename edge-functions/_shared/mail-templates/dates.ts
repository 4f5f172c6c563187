import type { MailLanguage } from './types.ts';

/**
 * Dates in a mail are written in the mail's language. Ghana's time is UTC all year, so the
 * society's time zone is UTC and a time says so.
 */
export function mailDate(language: MailLanguage, isoDate: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function mailDateTime(language: MailLanguage, isoTime: string): string {
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(isoTime));
  return `${when} UTC`;
}
