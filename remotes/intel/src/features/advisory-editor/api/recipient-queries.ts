import { loadSupabase, unwrap } from '@csan/shared-auth';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { intelKeys } from '../../../api/keys';

export type PersonOption = { user_id: string; full_name: string | null; email: string };

/** Flagged partners matching `q` (intel_partner_directory, analysts only), for RED recipients. */
export function usePartnerOptions(q: string) {
  return useQuery({
    queryKey: intelKeys.partners(q),
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<PersonOption[]> => {
      const client = await loadSupabase();
      return unwrap(
        await client.rpc('intel_partner_directory', { q: q.trim() === '' ? undefined : q.trim() }),
      ) as unknown as PersonOption[];
    },
  });
}
