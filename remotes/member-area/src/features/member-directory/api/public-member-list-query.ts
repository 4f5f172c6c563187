import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type DirectoryListParams, directoryKeys } from '../../../api/keys';
import { pageRange } from '../rules/directory-search';

const CARD_COLUMNS =
  'directory_id, full_name, job_title, organization, country, expertise_areas, location, linkedin_url';

/** What a card of the public grid shows. */
export type PublicMemberCard = Pick<
  Tables<'public_member_profiles'>,
  | 'directory_id'
  | 'full_name'
  | 'job_title'
  | 'organization'
  | 'country'
  | 'expertise_areas'
  | 'location'
  | 'linkedin_url'
>;

export type PublicMemberPage = { members: PublicMemberCard[]; total: number };

/**
 * One page of public members, newest first, searched and filtered in the database
 * (`search_public_members`: every word in name, organization, country or an expertise area;
 * one whole expertise area), with the exact count of all matches.
 */
export async function fetchPublicMembers(params: DirectoryListParams): Promise<PublicMemberPage> {
  const client = await loadSupabase();
  const { from, to } = pageRange(params.page);
  const result = await client
    .rpc(
      'search_public_members',
      { search: params.search, expertise: params.expertise },
      { count: 'exact' },
    )
    .select(CARD_COLUMNS)
    .order('created_at', { ascending: false })
    .order('directory_id')
    .range(from, to);
  const data = unwrap(result);
  const { count } = result;
  return { members: data ?? [], total: count ?? 0 };
}

export const publicMemberListQuery = (params: DirectoryListParams) =>
  queryOptions({
    queryKey: directoryKeys.list(params),
    queryFn: () => fetchPublicMembers(params),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function usePublicMemberListQuery(params: DirectoryListParams) {
  return useQuery(publicMemberListQuery(params));
}
