import { useMutation } from '@tanstack/react-query';
import { supabaseClient } from '../../../lib/client';
import type { InquiryValues } from '../rules/inquiry-schema';

/**
 * Submits an R&D inquiry: inserts rd_inquiries (status defaults to new; only admins read it
 * back, so nothing is selected), then asks send-rd-inquiry-notification to e-mail the R&D team.
 * The notification's failure is only logged: the inquiry is already stored.
 */
export async function createInquiry(inquiry: InquiryValues): Promise<void> {
  const client = await supabaseClient();
  const { error } = await client.from('rd_inquiries').insert({
    contact_name: inquiry.contactName,
    contact_email: inquiry.contactEmail,
    organization_name: inquiry.organizationName,
    organization_type: inquiry.organizationType,
    project_title: inquiry.projectTitle,
    project_scope: inquiry.projectScope,
  });
  if (error) throw new Error(error.message);
  try {
    const { error: notifyError } = await client.functions.invoke('send-rd-inquiry-notification', {
      body: inquiry,
    });
    if (notifyError) console.error('[csan] R&D inquiry notification failed:', notifyError);
  } catch (notifyError) {
    console.error('[csan] R&D inquiry notification failed:', notifyError);
  }
}

/** Nothing this remote shows reads inquiries back (the admin console does), so nothing to refresh. */
export function useInquiryCreateMutation() {
  return useMutation({ mutationFn: createInquiry });
}
