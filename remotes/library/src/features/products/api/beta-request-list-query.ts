import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryKeys } from '../../../api/keys';

/**
 * The tool ids the signed-in member has asked beta access to. Filtered by the member as well
 * as by RLS: an admin may read everyone's requests, but the buttons show their own.
 */
export async function fetchBetaRequests(userId: string): Promise<string[]> {
  const client = await loadSupabase();
  const data = unwrap(
    await client.from('tool_beta_requests').select('tool_id').eq('user_id', userId),
  );
  return data.map((row) => row.tool_id);
}

export const betaRequestListQuery = (userId: string) =>
  queryOptions({
    queryKey: libraryKeys.betaRequests(userId),
    queryFn: () => fetchBetaRequests(userId),
  });

/** Asked only for a signed-in member (`userId`); a visitor has none. */
export function useBetaRequestListQuery(userId: string | null) {
  return useQuery({ ...betaRequestListQuery(userId ?? ''), enabled: userId !== null });
}
