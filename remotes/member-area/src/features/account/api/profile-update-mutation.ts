import { loadSupabase, reportError } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../api/keys';
import { AccountFailure } from '../lib/failure';
import type { ProfileValues } from '../rules/profile-schema';

/**
 * Saves the editable profile columns (the only ones the database grants besides mfa_enabled,
 * which follows the factors). Empty optional fields are stored as NULL.
 */
export async function updateProfile(userId: string, values: ProfileValues): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client
    .from('profiles')
    .update({
      full_name: values.fullName,
      phone_number: values.phoneNumber || null,
      organization: values.organization || null,
      job_title: values.jobTitle || null,
      country: values.country || null,
    })
    .eq('user_id', userId);
  if (error) {
    reportError(error, { remote: 'member_area', action: 'profile update' });
    throw new AccountFailure('profile.saveFailure');
  }
}

/** Saves the profile, then reads it again (the other account data is unchanged). */
export function useProfileUpdateMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) => updateProfile(userId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile(userId) }),
  });
}
