import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { intelKeys } from './keys';

export type OrgOption = { id: string; name: string; country: string };

/**
 * Every partner organisation (analysts read them all), for the organisations an AMBER
 * advisory or playbook is shared with.
 */
export function useOrganisationOptions() {
  return useQuery({
    queryKey: intelKeys.organisations(),
    queryFn: async (): Promise<OrgOption[]> => {
      const client = await loadSupabase();
      return unwrap(
        await client.from('intel_organisations').select('id, name, country').order('name'),
      );
    },
  });
}
