/** The admin lists' page size (resources, inquiries, waitlist, users). */
export const ADMIN_PAGE_SIZE = 10;

/** Rows `from`..`to` (inclusive, 0-based) of a 1-based page: what `.range()` takes. */
export function pageRange(
  page: number,
  size: number = ADMIN_PAGE_SIZE,
): { from: number; to: number } {
  const from = (Math.max(1, Math.floor(page)) - 1) * size;
  return { from, to: from + size - 1 };
}

/** How many pages `total` rows fill (at least 1, so an empty list is 'Page 1 of 1'). */
export function pageCount(total: number, size: number = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A 1-based page number from the query string; anything else is page 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
