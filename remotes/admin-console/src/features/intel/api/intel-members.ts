import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import type { MemberRole } from '../rules/intel-vocabulary';

export type IntelMember = {
  user_id: string;
  full_name: string | null;
  email: string;
  role: MemberRole;
};

/** An organisation's people with their names (intel_organisation_people: analysts read all). */
export async function fetchIntelMembers(orgId: string): Promise<IntelMember[]> {
  const client = await loadSupabase();
  const rows = unwrap(await client.rpc('intel_organisation_people', { org_id: orgId }));
  return rows as unknown as IntelMember[];
}

export function useIntelMembersQuery(orgId: string) {
  return useQuery({
    queryKey: adminKeys.intelMembers(orgId),
    queryFn: () => fetchIntelMembers(orgId),
  });
}

export type MembershipChange =
  | { action: 'place'; orgId: string; userId: string; role: MemberRole }
  | { action: 'role'; orgId: string; userId: string; role: MemberRole }
  | { action: 'remove'; orgId: string; userId: string };

/**
 * Places a partner in an organisation, changes their role or removes them: admins at aal2,
 * straight on intel_org_members (its policies; a partner without the intel flag is refused
 * with PT422; someone already in it is a 'duplicate'). Audited by the database, source intel.
 */
export async function changeMembership(change: MembershipChange): Promise<void> {
  const client = await loadSupabase();
  const table = client.from('intel_org_members');
  if (change.action === 'place') {
    unwrap(await table.insert({ org_id: change.orgId, user_id: change.userId, role: change.role }));
  } else if (change.action === 'role') {
    unwrap(
      await table
        .update({ role: change.role })
        .eq('org_id', change.orgId)
        .eq('user_id', change.userId)
        .select('user_id')
        .single(),
    );
  } else {
    unwrap(await table.delete().eq('org_id', change.orgId).eq('user_id', change.userId));
  }
}

export function useMembershipMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMembership,
    onSettled: (_data, _error, change) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.intelMembers(change.orgId) }),
  });
}
