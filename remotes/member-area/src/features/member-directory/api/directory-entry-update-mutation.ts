import type { TablesUpdate } from '@csan/shared-auth';
import { loadSupabase, reportError } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { directoryKeys } from '../../../api/keys';
import { DirectoryFailure } from '../lib/failure';
import type { DirectoryProfileValues } from '../rules/directory-profile-schema';

/** What one save changes: the profile fields of Edit Profile, or the make-public switch. */
export type DirectoryEntryChange =
  | { kind: 'profile'; values: DirectoryProfileValues }
  | { kind: 'visibility'; isPublic: boolean };

function columnsOf(change: DirectoryEntryChange): TablesUpdate<'member_directory'> {
  if (change.kind === 'visibility') return { is_public: change.isPublic };
  const { values } = change;
  return {
    expertise_areas: values.expertise,
    research_interests: values.researchInterests,
    bio: values.bio,
    location: values.location,
    linkedin_url: values.linkedinUrl,
  };
}

/**
 * Upserts the member's own row by user id (spec: "upsert own row by user id"), so a member
 * without a row gets one. The database trims and checks what it stores.
 */
export async function updateDirectoryEntry(
  userId: string,
  change: DirectoryEntryChange,
): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client
    .from('member_directory')
    .upsert({ user_id: userId, ...columnsOf(change) }, { onConflict: 'user_id' });
  if (error) {
    reportError(error, { remote: 'member_area', action: 'member-directory save' });
    throw new DirectoryFailure('edit.saveFailure', error.message);
  }
}

/**
 * Saves, then reads again the member's own entry and everything other members see (their
 * card may have appeared, changed or gone from the list, the areas and their card's page).
 */
export function useDirectoryEntryUpdateMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DirectoryEntryChange) => updateDirectoryEntry(userId, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: directoryKeys.own(userId) }),
        queryClient.invalidateQueries({ queryKey: directoryKeys.public() }),
      ]),
  });
}
