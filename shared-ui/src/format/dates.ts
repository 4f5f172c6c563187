type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return date;
}

/** A calendar date in the reader's language: `23 November 2026`, `23 novembre 2026`. */
export function formatDate(value: DateInput, language = 'en'): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(toDate(value));
}

/** Date and time, short form, in the reader's time zone: `23/11/2026, 14:05`. */
export function formatDateTime(value: DateInput, language = 'en'): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(toDate(value));
}
