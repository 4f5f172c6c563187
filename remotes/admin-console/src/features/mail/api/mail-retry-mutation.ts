import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';

/**
 * 'Send again': admin_retry_mail puts a failed mail back in the queue under the same key, so a
 * mail the provider did accept is not delivered twice (admin at aal2; audited as mail_retried).
 */
export async function retryMail(mailId: string): Promise<void> {
  const client = await loadSupabase();
  unwrap(await client.rpc('admin_retry_mail', { p_mail_id: mailId }));
}

export function useMailRetryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.mail() });
    },
  });
}
