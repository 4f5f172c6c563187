import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { directoryKeys } from '../../../api/keys';

const PROFILE_COLUMNS =
  'directory_id, full_name, job_title, organization, country, expertise_areas, research_interests, bio, location, linkedin_url';

export type PublicMemberProfile = Pick<
  Tables<'public_member_profiles'>,
  | 'directory_id'
  | 'full_name'
  | 'job_title'
  | 'organization'
  | 'country'
  | 'expertise_areas'
  | 'research_interests'
  | 'bio'
  | 'location'
  | 'linkedin_url'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One public member's card, or null when there is none to show: an unknown id, or a member who
 * is not (or no longer) public — the view shows public rows only, to anyone.
 */
export async function fetchPublicMember(directoryId: string): Promise<PublicMemberProfile | null> {
  if (!UUID.test(directoryId)) return null;
  const client = await loadSupabase();
  const data = unwrap(
    await client
      .from('public_member_profiles')
      .select(PROFILE_COLUMNS)
      .eq('directory_id', directoryId)
      .maybeSingle(),
  );
  return data;
}

export const publicMemberDetailQuery = (directoryId: string) =>
  queryOptions({
    queryKey: directoryKeys.member(directoryId),
    queryFn: () => fetchPublicMember(directoryId),
  });

export function usePublicMemberDetailQuery(directoryId: string) {
  return useQuery(publicMemberDetailQuery(directoryId));
}
