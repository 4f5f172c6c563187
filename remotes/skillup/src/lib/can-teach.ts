import { unwrap, useAccess } from '@csan/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { skillupDb } from '../api/db';
import { skillupKeys } from '../api/keys';

/**
 * Whether the signed-in member writes courses: an admin, or a member with the `instructor`
 * role (their own `user_roles` rows are readable to them). The UI only mirrors this: the
 * courses' RLS decides every write (docs/areas/skillup-data.md, "Roles").
 */
export function useCanTeach(): { loading: boolean; canTeach: boolean; isAdmin: boolean } {
  const access = useAccess();
  const userId = access.user?.id ?? null;
  const roles = useQuery({
    queryKey: skillupKeys.teachRole(userId ?? ''),
    enabled: userId !== null && !access.isAdmin,
    queryFn: async () => {
      const db = await skillupDb();
      const rows = unwrap(
        await db.from('user_roles').select('role').eq('role', 'instructor').limit(1),
      );
      return rows.length > 0;
    },
  });
  if (access.isAdmin) return { loading: false, canTeach: true, isAdmin: true };
  return {
    loading: access.loading || (userId !== null && roles.isPending),
    canTeach: roles.data === true,
    isAdmin: false,
  };
}
