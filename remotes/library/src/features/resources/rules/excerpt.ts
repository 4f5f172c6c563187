/** A card's title shows at most 60 characters. */
export const TITLE_EXCERPT_LENGTH = 60;

/**
 * The card title: the whole title when it fits in `max` characters, otherwise its first `max`
 * characters (trailing spaces dropped) followed by an ellipsis. Counts characters, not UTF-16
 * units, so an accented or emoji character is never cut in half.
 */
export function titleExcerpt(title: string, max = TITLE_EXCERPT_LENGTH): string {
  const chars = Array.from(title.trim());
  if (chars.length <= max) return chars.join('');
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
