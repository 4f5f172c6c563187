type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return date;
}

// One way of writing a date per language, everywhere on the site (issue 26: three formats had
// crept in): the day, the month's name and the year, `23 November 2026` / `23 novembre 2026`;
// with a time, the same date followed by it. English is British English, as Ghana writes it.
function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = language === 'en' ? 'en-GB' : language;
  try {
    return new Intl.DateTimeFormat(tag, options);
  } catch (error) {
    // A detector can hand over any string: an unusable tag falls back to English, not a crash.
    if (error instanceof RangeError) return new Intl.DateTimeFormat('en-GB', options);
    throw error;
  }
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** A calendar date in the reader's language: `23 November 2026`, `23 novembre 2026`. */
export function formatDate(value: DateInput, language = 'en'): string {
  return dateFormat(language, { ...DATE, timeZone: 'UTC' }).format(toDate(value));
}

/** Date and time in the reader's time zone: `23 November 2026 at 14:05` (the date as formatDate). */
export function formatDateTime(value: DateInput, language = 'en'): string {
  return dateFormat(language, { ...DATE, hour: '2-digit', minute: '2-digit' }).format(
    toDate(value),
  );
}
