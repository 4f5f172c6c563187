import { loadSupabase, unwrap } from '@csan/shared-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from '../../../api/keys';

const totalsSchema = z.object({
  total_downloads: z.coerce.number(),
  total_leads: z.coerce.number(),
  resources_with_downloads: z.coerce.number(),
});

export type AnalyticsTotals = z.infer<typeof totalsSchema>;

/** The three cards: downloads, leads and resources downloaded, counted by the database. */
export async function fetchAnalyticsTotals(): Promise<AnalyticsTotals> {
  const client = await loadSupabase();
  const data = unwrap(await client.rpc('admin_analytics_totals'));
  return totalsSchema.parse(data);
}

export const analyticsTotalsQuery = () =>
  queryOptions({ queryKey: adminKeys.analyticsTotals(), queryFn: fetchAnalyticsTotals });

export function useAnalyticsTotalsQuery() {
  return useQuery(analyticsTotalsQuery());
}
