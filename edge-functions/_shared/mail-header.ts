/**
 * Header values of an outgoing e-mail (subject, to, reply-to), made safe in one place: a CR or
 * LF in a header ends it and starts another (a Bcc: of the sender's choosing, a second body),
 * so every line break and other control character becomes a space, runs of white space one
 * space, and a subject is cut at MAX_SUBJECT characters.
 */
export const MAX_SUBJECT = 200;

// C0 controls (CR and LF among them), DEL, C1 controls, and the Unicode line/paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line of header text. */
export function headerText(value: string, max = MAX_SUBJECT): string {
  const line = value.replace(BREAKS, ' ').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** A plain address (no display name, no list): one mailbox a header may carry. */
const ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\]+$/;

/**
 * One recipient or reply-to address, or undefined when the value is not exactly one plain
 * address (a header must never carry a second one the sender slipped in).
 */
export function headerAddress(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed.length <= 255 && ADDRESS.test(trimmed) ? trimmed : undefined;
}
