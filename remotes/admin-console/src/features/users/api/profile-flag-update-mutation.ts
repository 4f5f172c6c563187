import type { TablesUpdate } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import type { AccessFlag } from './user-list-query';

export type FlagChange = { profileId: string; flag: AccessFlag; value: boolean };

/**
 * Sets one access flag of one profile (admins at aal2: RLS, audited by the database). RLS
 * filters rather than refuses, so no row back means nothing changed.
 */
export async function updateProfileFlag({ profileId, flag, value }: FlagChange): Promise<void> {
  const client = await loadSupabase();
  const patch: TablesUpdate<'profiles'> = { [flag]: value };
  const data = unwrap(await client.from('profiles').update(patch).eq('id', profileId).select('id'));
  if (data.length === 0) throw new Error('access flag not updated');
}

/** Sets the flag, then reads the users' pages again. */
export function useProfileFlagUpdateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileFlag,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
