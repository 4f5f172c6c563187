import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';

export type Resolution = { requestId: string; notes: string; adminId: string | null };

/**
 * An open request → resolved, with resolved_at now and the notes (empty: none). Admins at aal2
 * (RLS; audited by the database); a request already resolved is left as it is, and no row
 * back means nothing changed.
 */
export async function resolveSupportRequest({
  requestId,
  notes,
  adminId,
}: Resolution): Promise<void> {
  const client = await loadSupabase();
  const data = unwrap(
    await client
      .from('mfa_support_requests')
      .update({
        status: 'resolved',
        resolved_at: new Date().toISOString(),
        resolution_notes: notes.trim() === '' ? null : notes.trim(),
        resolved_by: adminId,
      })
      .eq('id', requestId)
      .neq('status', 'resolved')
      .select('id'),
  );
  if (data.length === 0) throw new Error('support request not resolved');
}

export function useSupportRequestResolveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveSupportRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.mfaSupport() }),
  });
}
