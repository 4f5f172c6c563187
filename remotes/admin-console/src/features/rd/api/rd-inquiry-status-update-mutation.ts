import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import type { InquiryStatus } from '../rules/inquiry';

export type InquiryStatusChange = { inquiryId: string; status: InquiryStatus };

/**
 * Sets an inquiry's status (admins at aal2; the audit log records it). RLS filters rather
 * than refuses, so no row back means nothing changed.
 */
export async function updateInquiryStatus({
  inquiryId,
  status,
}: InquiryStatusChange): Promise<void> {
  const client = await loadSupabase();
  const data = unwrap(
    await client
      .from('rd_inquiries')
      .update({ status })
      .eq('inquiry_id', inquiryId)
      .select('inquiry_id'),
  );
  if (data.length === 0) throw new Error('inquiry status not updated');
}

/** Saves the status, then reads the inquiries again (every page and search). */
export function useRdInquiryStatusUpdateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInquiryStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.rdInquiries() }),
  });
}
