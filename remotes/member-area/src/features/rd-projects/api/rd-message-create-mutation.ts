import { loadSupabase, reportError } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../../api/keys';
import { ProjectFailure } from '../lib/failure';
import type { MessageValues } from '../rules/collaboration-schemas';

/** Posts to the thread; the database names the author and what they are to the project. */
export async function createMessage(projectId: string, values: MessageValues) {
  const client = await loadSupabase();
  const { error } = await client
    .from('rd_project_messages')
    .insert({ project_id: projectId, body: values.body });
  if (error) {
    reportError(error, { remote: 'member_area', action: 'rd-projects message not sent' });
    throw new ProjectFailure('messages.sendFailure', error.message);
  }
}

/** Sends, then reads the thread again (every length of it shown). */
export function useMessageCreateMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: MessageValues) => createMessage(projectId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.messages(projectId) }),
  });
}
