import { pageCount, pageRange, parsePage } from '@csan/shared-ui/forms';

// The rules are @csan/shared-ui/forms' (written once); this file only fixes the list's size.
/** Projects per page of the list. */
export const PROJECT_PAGE_SIZE = 12;

/** The list's page from the URL (`?page=`): missing, malformed or not positive is page 1. */
export function readProjectPage(params: URLSearchParams): number {
  return parsePage(params.get('page'));
}

/** The rows of `page` (1-based) for PostgREST's range (inclusive). */
export function projectPageRange(page: number): { from: number; to: number } {
  return pageRange(page, PROJECT_PAGE_SIZE);
}

/** How many pages `total` projects fill (at least one). */
export const projectPageCount = (total: number): number => pageCount(total, PROJECT_PAGE_SIZE);

/** Messages shown at first; each "Show earlier messages" adds as many again. */
export const MESSAGE_PAGE_SIZE = 50;
