import { badRequest } from './errors.js';

/**
 * GoTrue's `paginate`: `page` and `per_page` are parsed as Go's strconv.ParseUint does, and a
 * value that is not an unsigned integer fails the request with 400 `validation_failed`
 * ("Bad Pagination Parameters: …") instead of silently meaning page 1.
 */
export function parsePagination(
  pageText: string | undefined,
  perPageText: string | undefined,
): { page: number; perPage: number } {
  const page = parseUint(pageText, 1);
  const perPage = parseUint(perPageText, 50);
  // GoTrue's paginator treats 0 as the first page and as the default page size.
  return { page: Math.max(1, page), perPage: Math.min(1000, perPage === 0 ? 50 : perPage) };
}

function parseUint(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text)) {
    throw badRequest(
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(text)}: invalid syntax`,
    );
  }
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw badRequest(
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(text)}: value out of range`,
    );
  }
  return value;
}
