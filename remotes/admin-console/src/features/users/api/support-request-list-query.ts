import { loadSupabase, unwrap } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/paging';

export type SupportRequestType = 'locked_out' | 'setup_help' | 'reset_request' | 'lost_device';
export type SupportRequestStatus = 'pending' | 'in_progress' | 'resolved';

export type SupportRequest = {
  id: string;
  /** Null when the member's account was deleted. */
  user_id: string | null;
  email: string | null;
  full_name: string | null;
  request_type: SupportRequestType;
  status: SupportRequestStatus;
  description: string;
  contact_method: string | null;
  created_at: string;
  resolved_at: string | null;
  resolution_notes: string | null;
  /** The member's verified authenticators now. */
  verified_factors: number;
  mfa_setup_deadline: string | null;
};

export type SupportRequestPage = { rows: SupportRequest[]; total: number };

/** One page of the MFA support requests, newest first, with who sent each (admins only). */
export async function fetchSupportRequestPage(page: number): Promise<SupportRequestPage> {
  const client = await loadSupabase();
  const { from, to } = pageRange(page, ADMIN_PAGE_SIZE);
  const result = await client
    .rpc('admin_mfa_support_requests', undefined, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, to);
  const data = unwrap(result);
  const { count } = result;
  const rows = (data ?? []) as SupportRequest[];
  return { rows, total: count ?? rows.length };
}

export const supportRequestListQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.mfaSupportPage(page),
    queryFn: () => fetchSupportRequestPage(page),
    placeholderData: keepPreviousData,
  });

export function useSupportRequestListQuery(page: number) {
  return useQuery(supportRequestListQuery(page));
}
