import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import type { OrganisationValues, OrgKind, Sector } from '../rules/intel-vocabulary';

export type IntelOrganisation = {
  id: string;
  name: string;
  country: string;
  sector: Sector;
  kind: OrgKind;
};

/**
 * Every partner organisation, by name. Admins read them as intel analysts: the intel flag
 * and an aal2 session are required by the tables' policies (without them: no rows).
 */
export async function fetchIntelOrganisations(): Promise<IntelOrganisation[]> {
  const client = await loadSupabase();
  const rows = unwrap(
    await client
      .from('intel_organisations')
      .select('id, name, country, sector, kind')
      .order('name'),
  );
  return rows as IntelOrganisation[];
}

export const intelOrganisationsQuery = () =>
  queryOptions({ queryKey: adminKeys.intelOrganisations(), queryFn: fetchIntelOrganisations });

export function useIntelOrganisationsQuery() {
  return useQuery(intelOrganisationsQuery());
}

export type OrganisationSave = OrganisationValues & { id?: string };

/**
 * Creates an organisation or changes one (admins at aal2; the database audits it under
 * source intel). A name taken already is a DataError of kind 'duplicate'; an update RLS
 * filters away is 'not-found' rather than a silent nothing.
 */
export async function saveIntelOrganisation({ id, ...values }: OrganisationSave): Promise<void> {
  const client = await loadSupabase();
  if (id) {
    unwrap(
      await client.from('intel_organisations').update(values).eq('id', id).select('id').single(),
    );
  } else {
    unwrap(await client.from('intel_organisations').insert(values));
  }
}

export function useSaveIntelOrganisationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIntelOrganisation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.intelOrganisations() }),
  });
}
