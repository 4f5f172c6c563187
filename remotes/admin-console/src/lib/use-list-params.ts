import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePage } from './paging';

/**
 * A list's search text (`?q=`) and 1-based page (`?page=`) live in the address, so a link or a
 * reload lands on the same rows. A new search starts again at page 1; both replace the history
 * entry (typing is not a page to go Back to).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
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
        { replace: true },
      ),
    [setParams],
  );

  return {
    search,
    page,
    setSearch: useCallback((q: string) => update({ q }), [update]),
    setPage: useCallback((p: number) => update({ page: p }), [update]),
  };
}
