import { loadSupabase, unwrap } from '@csan/shared-auth';
import { useMutation } from '@tanstack/react-query';
import type { LeadValues } from '../rules/lead-schema';

export type LeadRequest = { resourceId: string; lead: LeadValues };

const orNull = (text: string) => (text === '' ? null : text);

/**
 * Records a lead for one Public item: inserts content_leads (lead_name = first + last name,
 * the id made here so the download can name it without reading leads back, which only admins
 * may), then asks send-lead-notification to tell the team of that stored lead (its id only);
 * that call's failure is ignored.
 * Returns the lead's id.
 */
export async function createLead({ resourceId, lead }: LeadRequest): Promise<string> {
  const client = await loadSupabase();
  const leadId = crypto.randomUUID();
  const leadName = `${lead.firstName} ${lead.lastName}`;
  unwrap(
    await client.from('content_leads').insert({
      lead_id: leadId,
      resource_id: resourceId,
      lead_name: leadName,
      lead_email: lead.email,
      organization: orNull(lead.organization),
      job_title: orNull(lead.jobTitle),
      phone_number: orNull(lead.phoneNumber),
      country: orNull(lead.country),
    }),
  );
  try {
    // Only the stored lead's id: the function mails what the database holds, once.
    await client.functions.invoke('send-lead-notification', { body: { leadId } });
  } catch {
    // The team's notification is a courtesy: the visitor's download never waits on it.
  }
  return leadId;
}

/** Nothing the library shows reads leads back (only admins read them), so nothing to refresh. */
export function useLeadCreateMutation() {
  return useMutation({ mutationFn: createLead });
}
