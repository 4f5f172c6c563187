import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { intelKeys } from '../../../api/keys';

export type MyOrganisation = {
  org_id: string;
  name: string;
  country: string;
  sector: string;
  kind: string;
  my_role: 'member' | 'focal_point';
};
export type Person = { user_id: string; full_name: string | null; email: string; role: string };
export type WatchKind = 'cidr' | 'domain' | 'asn';
export type WatchEntry = { id: string; kind: WatchKind; value: string; created_at: string };

/** The organisations the viewer belongs to, with their role in each. */
export function useMyOrganisations() {
  return useQuery({
    queryKey: intelKeys.myOrganisations(),
    queryFn: async () => {
      const client = await loadSupabase();
      return unwrap(await client.rpc('intel_my_organisations')) as unknown as MyOrganisation[];
    },
  });
}

/** An organisation's people (members of it and analysts only). */
export function usePeople(orgId: string) {
  return useQuery({
    queryKey: intelKeys.people(orgId),
    queryFn: async () => {
      const client = await loadSupabase();
      return unwrap(
        await client.rpc('intel_organisation_people', { org_id: orgId }),
      ) as unknown as Person[];
    },
  });
}

/** The organisation's constituency: IP ranges, domains and AS numbers. */
export function useWatchlist(orgId: string) {
  return useQuery({
    queryKey: intelKeys.watchlist(orgId),
    queryFn: async (): Promise<WatchEntry[]> => {
      const client = await loadSupabase();
      return unwrap(
        await client
          .from('intel_watchlist_entries')
          .select('id, kind, value, created_at')
          .eq('org_id', orgId)
          .order('kind')
          .order('value'),
      ) as WatchEntry[];
    },
  });
}

/** Adds or removes an entry (the organisation's focal points; RLS decides). */
export function useWatchlistWrites(orgId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: intelKeys.watchlist(orgId) }),
      // Matches in the list and on advisories follow the constituency.
      queryClient.invalidateQueries({ queryKey: intelKeys.advisories() }),
    ]);
  const add = useMutation({
    mutationFn: async ({ kind, value }: { kind: WatchKind; value: string }) => {
      const client = await loadSupabase();
      unwrap(
        await client
          .from('intel_watchlist_entries')
          .insert({ org_id: orgId, kind, value: value.trim() }),
      );
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      const client = await loadSupabase();
      unwrap(await client.from('intel_watchlist_entries').delete().eq('id', id));
    },
    onSuccess: refresh,
  });
  return { add, remove };
}
