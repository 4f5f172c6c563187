import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from './keys';

const count = z.number().int().nonnegative();
const cents = z.number().int().nonnegative();

/**
 * admin_revenue_summary's answer: every figure of the Subs and Revenue cards, computed once in
 * SQL by the spec's formulas (MRR = active annual sum / 12, churn = cancelling / active × 100 to
 * one decimal, average = annual / active, new this month = active since the 1st, total revenue
 * = successful payments). Total Subscriptions counts paid subscriptions, active or expired.
 */
export const revenueSummarySchema = z.object({
  total_subscriptions: count,
  active_subscriptions: count,
  cancelling_subscriptions: count,
  annual_revenue_cents: cents,
  annual_run_rate_cents: cents,
  mrr_cents: cents,
  churn_rate: z.number().nonnegative(),
  average_subscription_value_cents: cents,
  new_this_month: count,
  total_revenue_cents: cents,
});

export type RevenueSummary = z.infer<typeof revenueSummarySchema>;

/** The cards' figures (admins only; RPC JSON, so checked before use). */
export async function fetchRevenueSummary(): Promise<RevenueSummary> {
  const client = await loadSupabase();
  const data = unwrap(await client.rpc('admin_revenue_summary'));
  return revenueSummarySchema.parse(data);
}

/** Shared by the Subs and Revenue tabs: one read for both, under the revenue prefix. */
export const revenueSummaryQuery = () =>
  queryOptions({ queryKey: adminKeys.revenueSummary(), queryFn: fetchRevenueSummary });

export function useRevenueSummaryQuery() {
  return useQuery(revenueSummaryQuery());
}
