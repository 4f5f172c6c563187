import { unwrap } from './data-error';
import { loadSupabase } from './supabase';

/** A corporate team that gives the member Corporate access now (my_team_access). */
export type TeamAccess = {
  team_id: string;
  team_name: string;
  organization: string | null;
  owner_name: string | null;
};

/**
 * The teams through which the signed-in member holds Corporate access: decided in SQL (on the
 * team, and the owner's Corporate subscription active), the same rule as the guards and RLS.
 * Empty for everyone else. One read for every remote that shows it (member-area's account
 * note, membership-checkout's notice); each keeps its own query key, so each page's cache
 * refreshes with what that page changes.
 */
export async function fetchTeamAccess(): Promise<TeamAccess[]> {
  const client = await loadSupabase();
  const data = unwrap(await client.rpc('my_team_access'));
  return (data ?? []) as TeamAccess[];
}
