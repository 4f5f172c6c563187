import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { directoryKeys } from '../../../api/keys';

const ENTRY_COLUMNS =
  'directory_id, is_public, expertise_areas, research_interests, bio, location, linkedin_url, profiles(full_name, organization, job_title)';

type EntryColumns = Pick<
  Tables<'member_directory'>,
  'is_public' | 'expertise_areas' | 'research_interests' | 'bio' | 'location' | 'linkedin_url'
> & {
  /** Null until the member has a row. */
  directory_id: string | null;
};

/** The member's own directory entry with the name, organization and job title of their profile. */
export type DirectoryEntry = EntryColumns & {
  profiles: Pick<Tables<'profiles'>, 'full_name' | 'organization' | 'job_title'> | null;
};

/** A member without a row yet (the sign-up trigger makes one; an upsert makes it otherwise). */
export const EMPTY_ENTRY: DirectoryEntry = {
  directory_id: null,
  is_public: false,
  expertise_areas: [],
  research_interests: null,
  bio: null,
  location: null,
  linkedin_url: null,
  profiles: null,
};

/** The signed-in member's own row (RLS: own row, public or not). */
export async function fetchDirectoryEntry(userId: string): Promise<DirectoryEntry> {
  const client = await loadSupabase();
  const data = unwrap(
    await client.from('member_directory').select(ENTRY_COLUMNS).eq('user_id', userId).maybeSingle(),
  );
  return data ?? EMPTY_ENTRY;
}

export const directoryEntryDetailQuery = (userId: string) =>
  queryOptions({
    queryKey: directoryKeys.own(userId),
    queryFn: () => fetchDirectoryEntry(userId),
  });

export function useDirectoryEntryDetailQuery(userId: string) {
  return useQuery(directoryEntryDetailQuery(userId));
}
