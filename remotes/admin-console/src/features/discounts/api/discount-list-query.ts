import type { Tables } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { pageRange } from '@csan/shared-ui/forms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/paging';

export type DiscountCode = Pick<
  Tables<'discount_codes'>,
  | 'id'
  | 'code'
  | 'discount_type'
  | 'discount_value'
  | 'max_uses'
  | 'max_uses_per_member'
  | 'times_used'
  | 'valid_until'
  | 'applicable_tiers'
  | 'min_purchase_amount_cents'
  | 'is_active'
  | 'created_at'
>;

export type DiscountPage = { rows: DiscountCode[]; total: number };

const COLUMNS =
  'id, code, discount_type, discount_value, max_uses, max_uses_per_member, times_used, valid_until, applicable_tiers, min_purchase_amount_cents, is_active, created_at';

/** One page of the discount codes, newest first, counted by the database. */
export async function fetchDiscountPage(page: number): Promise<DiscountPage> {
  const client = await loadSupabase();
  const { from, to } = pageRange(page, ADMIN_PAGE_SIZE);
  const result = await client
    .from('discount_codes')
    .select(COLUMNS, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, to);
  const data = unwrap(result);
  const { count } = result;
  return { rows: data, total: count ?? data.length };
}

export const discountListQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.discountsPage(page),
    queryFn: () => fetchDiscountPage(page),
    placeholderData: keepPreviousData,
  });

export function useDiscountListQuery(page: number) {
  return useQuery(discountListQuery(page));
}
