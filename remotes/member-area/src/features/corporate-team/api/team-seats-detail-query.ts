import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamKeys } from '../../../api/keys';

/** The member's seats as a team owner: paid by their Corporate subscription, and used. */
export type TeamSeats = { paid: number; used: number };

/** my_team_seats(): 0 paid without an active Corporate subscription (admins: complimentary). */
export async function fetchTeamSeats(): Promise<TeamSeats> {
  const client = await loadSupabase();
  const data = unwrap(await client.rpc('my_team_seats'));
  const row = data?.[0];
  return { paid: row?.seats_paid ?? 0, used: row?.seats_used ?? 0 };
}

export const teamSeatsDetailQuery = (userId: string) =>
  queryOptions({ queryKey: teamKeys.seats(userId), queryFn: fetchTeamSeats });

export function useTeamSeatsDetailQuery(userId: string) {
  return useQuery(teamSeatsDetailQuery(userId));
}
