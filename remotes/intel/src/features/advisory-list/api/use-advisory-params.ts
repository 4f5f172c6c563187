import { parsePage, parseQuery } from '@csan/shared-ui/forms';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdvisoryFilters } from './advisory-list-query';

const FILTER_KEYS = ['severity', 'tlp', 'status', 'sector', 'q'] as const;

/**
 * The list's filters and page in the address (`?severity=high&tlp=amber&q=…&page=2`), so a
 * link, a reload or Back shows the same rows. Changing a filter starts again at page 1.
 */
export function useAdvisoryParams() {
  const [params, setParams] = useSearchParams();
  const filters: AdvisoryFilters = {
    severity: params.get('severity') ?? '',
    tlp: params.get('tlp') ?? '',
    status: params.get('status') ?? '',
    sector: params.get('sector') ?? '',
    q: parseQuery(params.get('q'), 200),
  };
  const page = parsePage(params.get('page'));
  const setFilters = useCallback(
    (next: AdvisoryFilters) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const key of FILTER_KEYS) {
            const value = next[key].trim();
            if (value) out.set(key, value);
            else out.delete(key);
          }
          out.delete('page');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (p: number) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (p <= 1) out.delete('page');
        else out.set('page', String(p));
        return out;
      }),
    [setParams],
  );
  return { filters, page, setFilters, setPage };
}
