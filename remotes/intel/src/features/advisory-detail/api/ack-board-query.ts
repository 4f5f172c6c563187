import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { intelKeys } from '../../../api/keys';
import type { BoardRow } from '../../../api/types';

/** Which recipient organisations answered, with due and overdue (analysts only). */
export function useAckBoardQuery(id: string, enabled: boolean) {
  return useQuery({
    queryKey: intelKeys.board(id),
    enabled,
    queryFn: async () => {
      const client = await loadSupabase();
      return unwrap(
        await client.rpc('intel_ack_board', { advisory_id: id }),
      ) as unknown as BoardRow[];
    },
  });
}
