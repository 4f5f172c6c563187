import type { Database } from '@csan/shared-auth';
import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';

/** A calendar month (UTC, `YYYY-MM-DD` of its 1st) with its successful payments. */
export type MonthRevenue =
  Database['public']['Functions']['admin_revenue_by_month']['Returns'][number];

/** The 12 months ending with this one, oldest first (admin_revenue_by_month: admins only). */
export async function fetchRevenueByMonth(): Promise<MonthRevenue[]> {
  const client = await loadSupabase();
  const data = unwrap(await client.rpc('admin_revenue_by_month'));
  return data ?? [];
}

export const revenueByMonthQuery = () =>
  queryOptions({ queryKey: adminKeys.revenueByMonth(), queryFn: fetchRevenueByMonth });

export function useRevenueByMonthQuery() {
  return useQuery(revenueByMonthQuery());
}
