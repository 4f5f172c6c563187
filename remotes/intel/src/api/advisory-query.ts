import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { intelKeys } from './keys';
import type { AdvisoryDetail } from './types';

/**
 * One advisory with its body, indicators, attachments, versions, matches and acknowledgements
 * (intel_read_advisory: PT404 when it does not exist or the viewer may not read it; the
 * database writes the read of an AMBER, AMBER+STRICT or RED advisory to the audit log).
 */
export function useAdvisoryQuery(id: string, enabled = true) {
  return useQuery({
    queryKey: intelKeys.advisory(id),
    enabled,
    queryFn: async () => {
      const client = await loadSupabase();
      return unwrap(
        await client.rpc('intel_read_advisory', { advisory_id: id }),
      ) as unknown as AdvisoryDetail;
    },
  });
}

/** Not there, or not for this viewer: the database answers both alike (and a malformed id). */
export const isNotReadable = (error: unknown) =>
  ['PT404', 'P0002', 'PGRST116', '22P02'].includes(String((error as { code?: unknown })?.code));
