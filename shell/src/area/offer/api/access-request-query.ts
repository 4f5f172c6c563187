import { type Area, loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { areaKeys } from './keys';

export type AccessRequestStatus = 'pending' | 'granted' | 'declined';

/** The member's latest request for an area, as RLS lets them read it (their own rows only). */
export type AccessRequest = {
  id: string;
  status: AccessRequestStatus;
  message: string | null;
  created_at: string;
  decided_at: string | null;
};

/** The member's most recent request for `area`, or null when they never asked. */
export async function fetchLatestAccessRequest(area: Area): Promise<AccessRequest | null> {
  const client = await loadSupabase();
  const row = unwrap(
    await client
      .from('area_access_requests')
      .select('id, status, message, created_at, decided_at')
      .eq('area', area)
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
  );
  return row as AccessRequest | null;
}

export const accessRequestQuery = (area: Area) =>
  queryOptions({
    queryKey: areaKeys.accessRequest(area),
    queryFn: () => fetchLatestAccessRequest(area),
  });

export function useAccessRequestQuery(area: Area) {
  return useQuery(accessRequestQuery(area));
}
