/**
 * The 0–5 maturity scale every item is answered on. Its meaning (shown next to each choice)
 * is translated under `levels.<n>`; the numbers are what the database stores and scores.
 */
export const LEVELS = [0, 1, 2, 3, 4, 5] as const;
export type Level = (typeof LEVELS)[number];

export function isLevel(value: unknown): value is Level {
  return typeof value === 'number' && (LEVELS as readonly number[]).includes(value);
}

/** An answer's level from a select's value: '' means not answered yet. */
export function parseLevel(value: string): Level | null {
  if (value === '') return null;
  const n = Number(value);
  return isLevel(n) ? n : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path segment can be an assessment's id (anything else is not found, unread). */
export function isUuid(value: string | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}
