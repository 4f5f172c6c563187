import { loadSupabase, type Tables, unwrap } from '@csan/shared-auth';
import { queryOptions } from '@tanstack/react-query';
import { toolsKeys } from './keys';

export type Person = {
  user_id: string;
  full_name: string | null;
  email: string | null;
  role: string;
};
export type HistoryEntry = Tables<'tools_answer_history'>;

/** Owner and collaborators with their names (the database's tools_people). */
export const peopleQuery = (id: string) =>
  queryOptions({
    queryKey: toolsKeys.people(id),
    queryFn: async (): Promise<Person[]> => {
      const client = await loadSupabase();
      return unwrap(await client.rpc('tools_people', { p_assessment_id: id }));
    },
  });

/** The latest 200 changes, newest first. */
export const historyQuery = (id: string) =>
  queryOptions({
    queryKey: toolsKeys.history(id),
    queryFn: async (): Promise<HistoryEntry[]> => {
      const client = await loadSupabase();
      return unwrap(
        await client
          .from('tools_answer_history')
          .select('*')
          .eq('assessment_id', id)
          .order('changed_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(200),
      );
    },
  });

export async function inviteCollaborator(id: string, email: string, role: string): Promise<void> {
  const client = await loadSupabase();
  unwrap(
    await client.rpc('tools_invite_collaborator', {
      p_assessment_id: id,
      p_email: email,
      p_role: role,
    }),
  );
}

export async function removeCollaborator(id: string, userId: string): Promise<void> {
  const client = await loadSupabase();
  unwrap(
    await client.from('tools_collaborators').delete().eq('assessment_id', id).eq('user_id', userId),
  );
}

/** A name to show for a user id: the person's name, e-mail, or a short id. */
export function personName(people: Person[] | undefined, userId: string | null): string | null {
  if (!userId) return null;
  const p = people?.find((x) => x.user_id === userId);
  return p?.full_name?.trim() || p?.email || userId.slice(0, 8);
}
