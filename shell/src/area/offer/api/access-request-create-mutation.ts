import { type Area, loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { areaKeys } from './keys';

/** The longest message the database takes (area_access_requests.message). */
export const ACCESS_REQUEST_MESSAGE_MAX = 500;

export type AccessRequestInput = { area: Area; message: string };

/**
 * Files the member's request for an area (RLS: as themselves; the database trims the message,
 * keeps one open request per area and refuses an area already held with PT409).
 */
export async function createAccessRequest({ area, message }: AccessRequestInput): Promise<void> {
  const client = await loadSupabase();
  const text = message.trim();
  unwrap(await client.from('area_access_requests').insert({ area, message: text || null }));
}

/** Files the request, then reads the member's request again (its state shows on the page). */
export function useAccessRequestCreateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessRequest,
    onSettled: (_data, _error, { area }) =>
      queryClient.invalidateQueries({ queryKey: areaKeys.accessRequest(area) }),
  });
}
