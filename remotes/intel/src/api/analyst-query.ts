import { loadSupabase, unwrap, useAccess } from '@csan/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { intelKeys } from './keys';

/**
 * Whether the viewer writes advisories: an admin, or a member holding `intel_analyst` (the
 * database's has_role, the check its policies use). The UI only mirrors it: the save RPC and
 * the policies refuse anyone else.
 */
export function useIsAnalyst(): { isAnalyst: boolean; loading: boolean } {
  const { user, isAdmin } = useAccess();
  const userId = user?.id;
  const role = useQuery({
    queryKey: [...intelKeys.analyst(), userId],
    enabled: Boolean(userId) && !isAdmin,
    queryFn: async () => {
      const client = await loadSupabase();
      return unwrap(
        await client.rpc('has_role', { _user_id: userId as string, _role: 'intel_analyst' }),
      );
    },
  });
  if (isAdmin) return { isAnalyst: true, loading: false };
  return { isAnalyst: role.data === true, loading: Boolean(userId) && role.isPending };
}
