import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePage, parseQuery } from './paging';

/**
 * A list's search text (`?q=`) and 1-based page (`?page=`) live in the address, so a link, a
 * reload or Back lands on the same rows; other parameters (filters) are kept. A new search
 * starts again at page 1. Both replace the history entry by default (typing is not a page to
 * go Back to); `push: true` makes each page a history entry.
 */
export function useListParams({ push = false, maxLength = 200 } = {}) {
  const [params, setParams] = useSearchParams();
  const search = parseQuery(params.get('q'), maxLength);
  const page = parsePage(params.get('page'));

  const update = useCallback(
    (changes: { q?: string; page?: number }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.q !== undefined) {
            if (changes.q.trim() === '') next.delete('q');
            else next.set('q', changes.q);
            next.delete('page');
          }
          if (changes.page !== undefined) {
            if (changes.page <= 1) next.delete('page');
            else next.set('page', String(changes.page));
          }
          return next;
        },
        { replace: !push },
      ),
    [setParams, push],
  );

  return {
    search,
    page,
    setSearch: useCallback((q: string) => update({ q }), [update]),
    setPage: useCallback((p: number) => update({ page: p }), [update]),
  };
}
