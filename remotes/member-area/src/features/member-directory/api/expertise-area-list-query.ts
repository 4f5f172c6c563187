import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { directoryKeys } from '../../../api/keys';

export type ExpertiseArea = { area: string; members: number };

/** The filter's choices: each area public members list, most listed first (at most 100). */
export async function fetchExpertiseAreas(): Promise<ExpertiseArea[]> {
  const client = await loadSupabase();
  const data = unwrap(
    await client
      .from('public_member_expertise')
      .select('area, members')
      .order('members', { ascending: false })
      .order('area')
      .limit(100),
  );
  return (data ?? []).flatMap((row: Pick<Tables<'public_member_expertise'>, 'area' | 'members'>) =>
    row.area ? [{ area: row.area, members: row.members ?? 0 }] : [],
  );
}

export const expertiseAreaListQuery = () =>
  queryOptions({ queryKey: directoryKeys.expertise(), queryFn: fetchExpertiseAreas });

export function useExpertiseAreaListQuery() {
  return useQuery(expertiseAreaListQuery());
}
