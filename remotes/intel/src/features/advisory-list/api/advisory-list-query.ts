import { loadSupabase, unwrap } from '@csan/shared-auth';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { intelKeys } from '../../../api/keys';
import type { AdvisoryListRow } from '../../../api/types';

export const ADVISORY_PAGE_SIZE = 20;

/** The list's filters as the address holds them (empty: not filtered). */
export type AdvisoryFilters = {
  severity: string;
  tlp: string;
  status: string;
  sector: string;
  q: string;
};

export type AdvisoryPage = { rows: AdvisoryListRow[]; total: number };

const orNull = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * One page of the advisories the viewer may read (intel_list_advisories: the database filters
 * by TLP and recipients, searches, counts and marks constituency matches).
 */
export async function fetchAdvisoryPage(
  filters: AdvisoryFilters,
  page: number,
): Promise<AdvisoryPage> {
  const client = await loadSupabase();
  const rows = unwrap(
    await client.rpc('intel_list_advisories', {
      only_severity: orNull(filters.severity),
      only_tlp: orNull(filters.tlp),
      only_status: orNull(filters.status),
      only_sector: orNull(filters.sector),
      q: orNull(filters.q),
      page_size: ADVISORY_PAGE_SIZE,
      page,
    }),
  ) as unknown as AdvisoryListRow[];
  return { rows, total: Number(rows[0]?.total_count ?? 0) };
}

export function useAdvisoryPage(filters: AdvisoryFilters, page: number) {
  return useQuery({
    queryKey: intelKeys.advisoryList(filters, page),
    queryFn: () => fetchAdvisoryPage(filters, page),
    placeholderData: keepPreviousData,
  });
}
