import type { Tables } from '@csan/shared-auth';
import { loadSupabase } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKeys } from '../../../api/keys';
import { AccountFailure } from '../lib/failure';

const PROFILE_COLUMNS =
  'full_name, phone_number, organization, job_title, country, membership_tier, mfa_enabled, is_lms_active, is_cert_partner, has_premium_tool_access';

/** The columns of the member's profile the account page shows and edits. */
export type Profile = Pick<
  Tables<'profiles'>,
  | 'full_name'
  | 'phone_number'
  | 'organization'
  | 'job_title'
  | 'country'
  | 'membership_tier'
  | 'mfa_enabled'
  | 'is_lms_active'
  | 'is_cert_partner'
  | 'has_premium_tool_access'
>;

/** The signed-in member's own profile row (RLS: own row only). Load errors show the server text. */
export async function fetchProfile(userId: string): Promise<Profile> {
  const client = await loadSupabase();
  const { data, error } = await client
    .from('profiles')
    .select(PROFILE_COLUMNS)
    .eq('user_id', userId)
    .single();
  if (error) throw new AccountFailure('profile.loadFailure', error.message);
  return data;
}

export const profileDetailQuery = (userId: string) =>
  queryOptions({ queryKey: accountKeys.profile(userId), queryFn: () => fetchProfile(userId) });

export function useProfileDetailQuery(userId: string) {
  return useQuery(profileDetailQuery(userId));
}
