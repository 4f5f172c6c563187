import { loadSupabase, unwrap } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/paging';

/** The three access flags an admin toggles (learning, certification partner, premium tools). */
export const ACCESS_FLAGS = [
  'is_lms_active',
  'is_cert_partner',
  'has_premium_tool_access',
] as const;
export type AccessFlag = (typeof ACCESS_FLAGS)[number];

export type UserRow = {
  profile_id: string;
  user_id: string;
  email: string | null;
  full_name: string | null;
  organization: string | null;
  membership_tier: string | null;
  mfa_enabled: boolean;
  created_at: string;
} & Record<AccessFlag, boolean>;

export type UserPage = { rows: UserRow[]; total: number };

/**
 * One page of every profile with its e-mail (admin_user_directory: admins only), newest
 * first; the search is a case-insensitive substring of the name, e-mail or organization,
 * matched by the database, which also counts the rows.
 */
export async function fetchUserPage(search: string, page: number): Promise<UserPage> {
  const client = await loadSupabase();
  const { from, to } = pageRange(page, ADMIN_PAGE_SIZE);
  const text = search.trim();
  const result = await client
    .rpc('admin_user_directory', text ? { search: text } : {}, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('profile_id')
    .range(from, to);
  const data = unwrap(result);
  const { count } = result;
  const rows = (data ?? []) as UserRow[];
  return { rows, total: count ?? rows.length };
}

export const userListQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.usersPage(search, page),
    queryFn: () => fetchUserPage(search, page),
    placeholderData: keepPreviousData,
  });

export function useUserListQuery(search: string, page: number) {
  return useQuery(userListQuery(search, page));
}
