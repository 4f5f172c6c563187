import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';

export type AccessDecision = { requestId: string; decision: 'granted' | 'declined' };

/**
 * Grants (the member's area flag is set) or declines one open request, through the database's
 * decide_area_access_request: admins at aal2 only, audited with the area as source_app; a
 * request decided meanwhile is refused (PT409).
 */
export async function decideAccessRequest({ requestId, decision }: AccessDecision): Promise<void> {
  const client = await loadSupabase();
  unwrap(await client.rpc('decide_area_access_request', { request_id: requestId, decision }));
}

/** Decides, then reads the requests and the users (whose flags a grant changed) again. */
export function useAccessRequestDecideMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAccessRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.accessRequests() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
      ]),
  });
}
