import { parsePage } from '@csan/shared-ui/forms';

/** The library's search as it lives in the URL: `?q=…&type=…&type=…&page=…`. */
export type LibrarySearch = {
  /** Web-search syntax text, trimmed; '' = no search. */
  q: string;
  /** Content types ticked in the filter, sorted; none = every type. */
  types: string[];
  /** 1-based. */
  page: number;
};

/** Items per page: 24 fills whole rows of 1, 2 and 3 columns. */
export const PAGE_SIZE = 24;

/** The search a URL's query describes; anything malformed falls back to the default. */
export function readSearch(params: URLSearchParams): LibrarySearch {
  const q = (params.get('q') ?? '').trim();
  const types = [...new Set(params.getAll('type').filter((t) => t.trim() !== ''))].sort();
  return { q, types, page: parsePage(params.get('page')) };
}

/** The URL query of a search; defaults are left out, so a plain /resources stays plain. */
export function writeSearch({ q, types, page }: LibrarySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  for (const type of [...types].sort()) params.append('type', type);
  if (page > 1) params.set('page', String(page));
  return params;
}
