import { z } from 'zod';
import { supabaseClient } from '../lib/client';
import { AccountFailure } from '../lib/failure';

export const PROFILE_COLUMNS =
  'full_name, phone_number, organization, job_title, country, membership_tier, mfa_enabled, is_lms_active, is_cert_partner, has_premium_tool_access';

const profileRow = z.object({
  full_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  organization: z.string().nullable(),
  job_title: z.string().nullable(),
  country: z.string().nullable(),
  membership_tier: z.string().nullable(),
  mfa_enabled: z.boolean(),
  is_lms_active: z.boolean(),
  is_cert_partner: z.boolean(),
  has_premium_tool_access: z.boolean(),
});

export type Profile = z.infer<typeof profileRow>;

/** The signed-in member's own profile row (RLS: own row only). Load errors show the server text. */
export async function fetchProfile(userId: string): Promise<Profile> {
  const client = await supabaseClient();
  const { data, error } = await client
    .from('profiles')
    .select(PROFILE_COLUMNS)
    .eq('user_id', userId)
    .single();
  if (error) throw new AccountFailure('profile.loadFailure', error.message);
  return profileRow.parse(data);
}
