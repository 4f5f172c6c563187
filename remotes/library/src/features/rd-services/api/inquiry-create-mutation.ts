import { loadSupabase, reportError, unwrap } from '@csan/shared-auth';
import { useMutation } from '@tanstack/react-query';
import type { InquiryValues } from '../rules/inquiry-schema';

/**
 * Submits an R&D inquiry: inserts rd_inquiries (the id made here, so the notification can name
 * it without reading it back, which only admins may; status defaults to new), then asks
 * send-rd-inquiry-notification to e-mail the R&D team that stored inquiry (its id only).
 * The notification's failure is only logged: the inquiry is already stored.
 */
export async function createInquiry(inquiry: InquiryValues): Promise<void> {
  const client = await loadSupabase();
  const inquiryId = crypto.randomUUID();
  unwrap(
    await client.from('rd_inquiries').insert({
      inquiry_id: inquiryId,
      contact_name: inquiry.contactName,
      contact_email: inquiry.contactEmail,
      organization_name: inquiry.organizationName,
      organization_type: inquiry.organizationType,
      project_title: inquiry.projectTitle,
      project_scope: inquiry.projectScope,
    }),
  );
  try {
    // Only the stored inquiry's id: the function mails what the database holds, once.
    const { error: notifyError } = await client.functions.invoke('send-rd-inquiry-notification', {
      body: { inquiryId },
    });
    if (notifyError)
      reportError(notifyError, { remote: 'library', action: 'R&D inquiry notification' });
  } catch (notifyError) {
    reportError(notifyError, { remote: 'library', action: 'R&D inquiry notification' });
  }
}

/** Nothing this remote shows reads inquiries back (the admin console does), so nothing to refresh. */
export function useInquiryCreateMutation() {
  return useMutation({ mutationFn: createInquiry });
}
