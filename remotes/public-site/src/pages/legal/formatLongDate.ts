/**
 * A date in the reader's language, e.g. "5 March 2031" / "5 mars 2031".
 * An unusable language tag (a detector can hand over anything) falls back to
 * English rather than breaking the page with a RangeError.
 */
export function formatLongDate(date: Date, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
  } catch (error) {
    if (error instanceof RangeError) {
      return new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(date);
    }
    throw error;
  }
}
