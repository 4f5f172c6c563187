import {
  parsePage,
  pageCount as sharedPageCount,
  pageRange as sharedPageRange,
} from '@csan/shared-ui/forms';
import type { DirectoryListParams } from '../../../api/keys';

/** Public members per page of the directory. */
export const DIRECTORY_PAGE_SIZE = 12;
/** The longest search text sent (the database reads 200 characters). */
export const MAX_SEARCH_LENGTH = 200;

/**
 * The list's search, expertise area and page from the URL (`?q=&expertise=&page=`): texts
 * trimmed, a missing, malformed or non-positive page is page 1.
 */
export function readDirectoryParams(params: URLSearchParams): DirectoryListParams {
  return {
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    expertise: (params.get('expertise') ?? '').trim(),
    page: parsePage(params.get('page')),
  };
}

/** The URL query for `params`, leaving out what is empty or the first page. */
export function writeDirectoryParams({ search, expertise, page }: DirectoryListParams) {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (expertise) params.set('expertise', expertise);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The rows of `page` (1-based) for PostgREST's range (inclusive). */
export function pageRange(page: number): { from: number; to: number } {
  return sharedPageRange(page, DIRECTORY_PAGE_SIZE);
}

/** How many pages `total` members fill (at least one). */
export const pageCount = (total: number): number => sharedPageCount(total, DIRECTORY_PAGE_SIZE);
