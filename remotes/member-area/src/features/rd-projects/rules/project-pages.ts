/** Projects per page of the list. */
export const PROJECT_PAGE_SIZE = 12;

/** The list's page from the URL (`?page=`): missing, malformed or not positive is page 1. */
export function readProjectPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The rows of `page` (1-based) for PostgREST's range (inclusive). */
export function projectPageRange(page: number): { from: number; to: number } {
  const from = (page - 1) * PROJECT_PAGE_SIZE;
  return { from, to: from + PROJECT_PAGE_SIZE - 1 };
}

/** How many pages `total` projects fill (at least one). */
export const projectPageCount = (total: number): number =>
  Math.max(1, Math.ceil(total / PROJECT_PAGE_SIZE));

/** Messages shown at first; each "Show earlier messages" adds as many again. */
export const MESSAGE_PAGE_SIZE = 50;
