import type { Tables } from '@csan/shared-auth';
import { loadSupabase } from '@csan/shared-auth';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { projectKeys } from '../../../api/keys';
import { ProjectFailure } from '../lib/failure';

export type ProjectMessage = Pick<
  Tables<'rd_project_messages'>,
  'message_id' | 'author_id' | 'author_name' | 'author_role' | 'body' | 'created_at'
>;

export type MessageThread = { messages: ProjectMessage[]; total: number };

/**
 * The latest `limit` messages of the thread, oldest of them first (as a thread reads), with
 * the count of all, so the page can offer the earlier ones.
 */
export async function fetchMessages(projectId: string, limit: number): Promise<MessageThread> {
  const client = await loadSupabase();
  const { data, error, count } = await client
    .from('rd_project_messages')
    .select('message_id, author_id, author_name, author_role, body, created_at', {
      count: 'exact',
    })
    .eq('project_id', projectId)
    .order('created_at', { ascending: false })
    .order('message_id', { ascending: false })
    .range(0, limit - 1);
  if (error) throw new ProjectFailure('messages.loadFailure', error.message);
  return { messages: (data ?? []).reverse(), total: count ?? 0 };
}

export const messageListQuery = (projectId: string, limit: number) =>
  queryOptions({
    queryKey: projectKeys.thread(projectId, limit),
    queryFn: () => fetchMessages(projectId, limit),
    placeholderData: keepPreviousData,
  });

export function useMessageListQuery(projectId: string, limit: number) {
  return useQuery(messageListQuery(projectId, limit));
}
