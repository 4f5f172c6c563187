import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';

export type IssueDraft = { id: string; subject: string; body: string };

/**
 * Sends an issue to every confirmed subscriber (admin_send_newsletter_issue: admin at aal2,
 * audited). The draft's id is made when the dialog opens, so a retry of the same draft after a
 * lost answer reaches nobody twice. Returns how many mails were queued by this call.
 */
export async function sendIssue(draft: IssueDraft): Promise<number> {
  const client = await loadSupabase();
  const rows = unwrap(
    await client.rpc('admin_send_newsletter_issue', {
      p_issue_id: draft.id,
      p_subject: draft.subject.trim(),
      p_body: draft.body.trim(),
    }),
  );
  return rows?.[0]?.recipients ?? 0;
}

export function useIssueSendMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendIssue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.newsletter() }),
  });
}
