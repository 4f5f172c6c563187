import { loadSupabase, unwrap } from '@csan/shared-auth';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';

export type IntelPartner = {
  user_id: string;
  full_name: string | null;
  email: string;
  is_analyst: boolean;
};

/**
 * Flagged partners whose name or e-mail matches (intel_partner_directory, up to 50), each
 * marked when they hold the intel_analyst role (admins read every user_roles row). The
 * directory refuses (42501) an admin without the intel flag or an aal2 session.
 */
export async function fetchIntelPartners(search: string): Promise<IntelPartner[]> {
  const client = await loadSupabase();
  const q = search.trim();
  const [people, analysts] = await Promise.all([
    client.rpc('intel_partner_directory', q === '' ? {} : { q }),
    client.from('user_roles').select('user_id').eq('role', 'intel_analyst'),
  ]);
  const analystIds = new Set(unwrap(analysts).map((row) => row.user_id));
  return (unwrap(people) as unknown as Omit<IntelPartner, 'is_analyst'>[]).map((person) => ({
    ...person,
    is_analyst: analystIds.has(person.user_id),
  }));
}

export function useIntelPartnersQuery(search: string) {
  return useQuery({
    queryKey: adminKeys.intelPartners(search),
    queryFn: () => fetchIntelPartners(search),
    placeholderData: keepPreviousData,
  });
}

/** Grants or revokes intel_analyst (intel_set_analyst: admins at aal2, audited as intel). */
export async function setIntelAnalyst(change: { userId: string; granted: boolean }) {
  const client = await loadSupabase();
  unwrap(
    await client.rpc('intel_set_analyst', {
      target_user_id: change.userId,
      granted: change.granted,
    }),
  );
}

export function useSetAnalystMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setIntelAnalyst,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'intel', 'partners'] }),
  });
}
