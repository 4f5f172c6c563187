import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';

/** How many leads Recent Leads shows. */
export const RECENT_LEADS = 20;

export type LeadRow = Pick<
  Tables<'content_leads'>,
  | 'lead_id'
  | 'lead_name'
  | 'lead_email'
  | 'organization'
  | 'job_title'
  | 'phone_number'
  | 'country'
  | 'created_at'
> & { resource_items: { title: string } | null };

export const LEAD_COLUMNS =
  'lead_id, lead_name, lead_email, organization, job_title, phone_number, country, created_at, resource_items(title)';

/** The latest 20 leads with the title of the resource each asked for. */
export async function fetchRecentLeads(): Promise<LeadRow[]> {
  const client = await loadSupabase();
  const data = unwrap(
    await client
      .from('content_leads')
      .select(LEAD_COLUMNS)
      .order('created_at', { ascending: false })
      .order('lead_id', { ascending: false })
      .limit(RECENT_LEADS),
  );
  return data;
}

export const leadRecentListQuery = () =>
  queryOptions({ queryKey: adminKeys.analyticsRecentLeads(), queryFn: fetchRecentLeads });

export function useLeadRecentListQuery() {
  return useQuery(leadRecentListQuery());
}
