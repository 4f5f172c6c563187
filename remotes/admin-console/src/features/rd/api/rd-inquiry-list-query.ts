import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/paging';
import { ilikeAnyOf } from '../../../lib/search-filter';
import { INQUIRY_SEARCH_COLUMNS, type InquiryStatus } from '../rules/inquiry';

/** An inquiry; the database allows only the five statuses (check constraint). */
export type RdInquiry = Pick<
  Tables<'rd_inquiries'>,
  | 'inquiry_id'
  | 'project_title'
  | 'contact_name'
  | 'contact_email'
  | 'organization_name'
  | 'organization_type'
  | 'project_scope'
  | 'created_at'
> & { status: InquiryStatus };

export type RdInquiryPage = { rows: RdInquiry[]; total: number };

const COLUMNS =
  'inquiry_id, project_title, contact_name, contact_email, organization_name, organization_type, project_scope, status, created_at';

/**
 * One page of the inquiries, newest first, searched (a case-insensitive substring of any of
 * the six fields) and counted by the database.
 */
export async function fetchRdInquiryPage(search: string, page: number): Promise<RdInquiryPage> {
  const client = await loadSupabase();
  const { from, to } = pageRange(page, ADMIN_PAGE_SIZE);
  let query = client.from('rd_inquiries').select(COLUMNS, { count: 'exact' });
  const filter = ilikeAnyOf(INQUIRY_SEARCH_COLUMNS, search);
  if (filter) query = query.or(filter);
  const result = await query
    .order('created_at', { ascending: false })
    .order('inquiry_id')
    .range(from, to);
  const data = unwrap(result);
  const { count } = result;
  return { rows: data as RdInquiry[], total: count ?? data.length };
}

export const rdInquiryListQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.rdInquiriesPage(search, page),
    queryFn: () => fetchRdInquiryPage(search, page),
    placeholderData: keepPreviousData,
  });

export function useRdInquiryListQuery(search: string, page: number) {
  return useQuery(rdInquiryListQuery(search, page));
}
