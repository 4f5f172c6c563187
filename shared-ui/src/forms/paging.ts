/**
 * The portal's one copy of the paging rules for lists paged on the server (range + exact
 * count): a 1-based page from the address, the rows PostgREST's `.range()` takes, and how many
 * pages a total fills. Pure; `useListParams` keeps `?q=&page=` in the address with them.
 */

/** A 1-based page number from the query string; anything else (missing, 0, 1.5, 'x') is page 1. */
export function parsePage(raw: string | null | undefined): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Rows `from`..`to` (inclusive, 0-based) of a 1-based page: what `.range(from, to)` takes. */
export function pageRange(page: number, size: number): { from: number; to: number } {
  const from = (Math.max(1, Math.floor(page)) - 1) * size;
  return { from, to: from + size - 1 };
}

/** How many pages `total` rows fill: at least 1, so an empty list is 'Page 1 of 1'. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** The search text of `?q=`, trimmed and cut to `maxLength` (what the database reads). */
export function parseQuery(raw: string | null | undefined, maxLength = 200): string {
  return (raw ?? '').trim().slice(0, maxLength);
}
